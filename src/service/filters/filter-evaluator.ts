import type { FilterCondition, FilterKind, FilterOperator } from '../../contract/filters';
import type { RecordValues } from '../records/record-store';
import type { RecordTypeDefinition } from '../records/record-type';
import { filterKindOf, isBlank, toComparable, type Comparable } from './filter-values';

/** Whether a record's values satisfy a filter. */
export type RecordPredicate = (values: RecordValues) => boolean;

/** The value a record holds, read as the kind compares it: undefined when blank, null when unreadable. */
type Held = Comparable | null | undefined;

function holds(kind: FilterKind, value: unknown): Held {
  // A checkbox is never blank: Salesforce stores an unset one as false.
  if (kind === 'boolean') return toComparable(kind, value);
  if (isBlank(value)) return undefined;
  return toComparable(kind, value) ?? null;
}

function order(operator: FilterOperator, held: Comparable, operand: Comparable): boolean {
  switch (operator) {
    case 'GREATER_THAN':
      return held > operand;
    case 'GREATER_OR_EQUAL':
      return held >= operand;
    case 'LESS_THAN':
      return held < operand;
    default:
      return held <= operand;
  }
}

/**
 * One condition as a test of the held value. Blank values follow SOQL: they are neither equal to, in, greater or
 * less than anything, so NOT_EQUALS and NOT_IN accept them ("not closed" includes a lead without a status). A value
 * that cannot be read as the field's kind behaves the same way as a blank one, except that it is not blank.
 */
function conditionTest(kind: FilterKind, condition: FilterCondition): (held: Held) => boolean {
  const given = condition.values ?? (condition.value === undefined ? [] : [condition.value]);
  const operands = given
    .map((value) => toComparable(kind, value))
    .filter((value): value is Comparable => value !== undefined);
  const first = operands[0];
  const known = (held: Held): held is Comparable => held !== undefined && held !== null;
  switch (condition.operator) {
    case 'IS_BLANK':
      return (held) => held === undefined;
    case 'IS_NOT_BLANK':
      return (held) => held !== undefined;
    case 'EQUALS':
      return (held) => known(held) && held === first;
    case 'NOT_EQUALS':
      return (held) => !(known(held) && held === first);
    case 'IN':
      return (held) => known(held) && operands.includes(held);
    case 'NOT_IN':
      return (held) => !(known(held) && operands.includes(held));
    default:
      return (held) =>
        known(held) &&
        first !== undefined &&
        typeof held === typeof first &&
        order(condition.operator, held, first);
  }
}

/**
 * A filter's conditions as one predicate over record values; every condition must hold (AND). Conditions are
 * validated when a filter is saved; this never throws, so a field that has since disappeared reads as blank.
 */
export function compileFilter(
  type: RecordTypeDefinition,
  conditions: readonly FilterCondition[],
): RecordPredicate {
  const tests = conditions.map((condition) => {
    const field = type.fields.find((candidate) => candidate.name === condition.field);
    const kind = field ? filterKindOf(field) : 'text';
    const test = conditionTest(kind, condition);
    if (!field) return () => test(undefined);
    return (values: RecordValues) => test(holds(kind, values[condition.field]));
  });
  return (values) => tests.every((test) => test(values));
}
