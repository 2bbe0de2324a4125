import { tooLongProblem } from '../../contract/field-values';
import type { SearchInput } from '../../contract/search';
import { InputProblem } from '../input/input-problem';
import { salesforceTypeOf } from '../records/field-rules';
import type { RecordTypeDefinition } from '../records/record-type';

/**
 * The input values to search with. A field the type lacks is refused, so a typo never silently weakens a search;
 * so is a value longer than its field holds, which no stored record can equal. Empty values are ignored.
 */
export function checkedInputValues(
  type: RecordTypeDefinition,
  objectData: SearchInput['objectData'],
): Record<string, string> {
  const fields = new Map(type.fields.map((field) => [field.name, field]));
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(objectData)) {
    const field = fields.get(name);
    if (!field) throw new InputProblem(`objectData.${name}`, `${type.name} has no field ${name}`);
    if (value === null || value.trim() === '') continue;
    const tooLong = tooLongProblem(value.trim(), salesforceTypeOf(field));
    if (tooLong) throw new InputProblem(`objectData.${name}`, tooLong);
    values[name] = value;
  }
  return values;
}
