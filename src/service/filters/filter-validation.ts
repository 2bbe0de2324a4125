import { OPERATORS_OF, operandsOf, type FilterCondition } from '../../contract/filters';
import type { ValidationProblem } from '../http/validation-message';
import type { FieldDefinition, FieldType, RecordTypeDefinition } from '../records/record-type';
import { filterKindOf, foldText, readIsoDate, toComparable } from './filter-values';

const DESCRIBED: Record<FieldType, string> = {
  text: 'a text field',
  textarea: 'a text area field',
  email: 'an e-mail field',
  phone: 'a phone field',
  url: 'a URL field',
  picklist: 'a picklist',
  reference: 'a lookup field',
  number: 'a number field',
  date: 'a date field',
  boolean: 'a checkbox',
};

const describeField = (field: FieldDefinition) => `${field.name} is ${DESCRIBED[field.type]}`;

const listOf = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

type Operand = FilterCondition['value'];

/**
 * The problem with one operand for the field, or the operand as stored: a picklist value takes the picklist's
 * spelling, so `closed - converted` is saved as `Closed - Converted`.
 */
function checkOperand(field: FieldDefinition, value: Operand): { problem: string } | { value: Operand } {
  const kind = filterKindOf(field);
  switch (kind) {
    case 'number':
      return typeof value === 'number'
        ? { value }
        : { problem: `must be a number, as ${describeField(field)}` };
    case 'boolean':
      return typeof value === 'boolean'
        ? { value }
        : { problem: `must be true or false, as ${describeField(field)}` };
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && readIsoDate(value)
        ? { value }
        : { problem: `must be a date written yyyy-mm-dd, as ${describeField(field)}` };
    case 'reference':
      return typeof value === 'string' && toComparable(kind, value) !== undefined
        ? { value }
        : { problem: `must be a record id of 15 or 18 letters and digits, as ${describeField(field)}` };
    case 'text': {
      if (typeof value !== 'string') return { problem: `must be text, as ${describeField(field)}` };
      const choices = field.picklistValues;
      if (!choices) return { value };
      const chosen = choices.find((choice) => foldText(choice) === foldText(value));
      return chosen !== undefined
        ? { value: chosen }
        : { problem: `'${value}' is not a value of the picklist ${field.name} (${choices.join(', ')})` };
    }
  }
}

export type ConditionCheck = { conditions: FilterCondition[] } | { problems: ValidationProblem[] };

/**
 * Checks a filter's conditions against the fields of its record type: the field exists, the operator applies to
 * its type, exactly the operands the operator takes are given and each reads as the field's type. Answers the
 * conditions as they are stored, or every problem, each naming its path in the body (`conditions.1.value`).
 */
export function checkConditions(
  type: RecordTypeDefinition,
  conditions: readonly FilterCondition[],
): ConditionCheck {
  const problems: ValidationProblem[] = [];
  const checked: FilterCondition[] = [];
  conditions.forEach((condition, index) => {
    const at = (part: string) => `conditions.${index}.${part}`;
    const report = (part: string, problem: string) => problems.push({ field: at(part), problem });
    const field = type.fields.find((candidate) => candidate.name === condition.field);
    if (!field) {
      report('field', `${type.name} has no field ${condition.field}`);
      return;
    }
    const operators = OPERATORS_OF[filterKindOf(field)];
    if (!operators.includes(condition.operator)) {
      report(
        'operator',
        `${condition.operator} does not apply: ${describeField(field)}, which takes ${listOf(operators)}`,
      );
      return;
    }
    const { field: name, operator } = condition;
    const takes = operandsOf(operator);
    if (takes !== 'value' && condition.value !== undefined) {
      report(
        'value',
        takes === 'values' ? `is not taken by ${operator}; give values` : `is not taken by ${operator}`,
      );
    }
    if (takes !== 'values' && condition.values !== undefined)
      report('values', 'is only taken by IN and NOT_IN');
    if (takes === 'none') {
      checked.push({ field: name, operator });
    } else if (takes === 'value') {
      if (condition.value === undefined) {
        report('value', `is required for ${operator}`);
        return;
      }
      const result = checkOperand(field, condition.value);
      if ('problem' in result) report('value', result.problem);
      else checked.push({ field: name, operator, value: result.value! });
    } else {
      if (condition.values === undefined) {
        report('values', `is required for ${operator}`);
        return;
      }
      const values: NonNullable<FilterCondition['values']> = [];
      condition.values.forEach((value, position) => {
        const result = checkOperand(field, value);
        if ('problem' in result) report(`values.${position}`, result.problem);
        else values.push(result.value as string | number);
      });
      checked.push({ field: name, operator, values });
    }
  });
  return problems.length > 0 ? { problems } : { conditions: checked };
}
