import type { Filter, FilterCondition } from '../../contract/filters';

const quoted = (value: FilterCondition['value']) =>
  typeof value === 'boolean'
    ? value
      ? 'Yes'
      : 'No'
    : typeof value === 'number'
      ? String(value)
      : `“${value}”`;

const listOf = (values: readonly (string | number)[], last: string) => {
  const items = values.map(quoted);
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
};

/** Dates are written as text, numbers as numbers: the words for an ordering follow. */
function ordering(condition: FilterCondition): string {
  const date = typeof condition.value === 'string';
  switch (condition.operator) {
    case 'GREATER_THAN':
      return date ? 'is after' : 'is more than';
    case 'GREATER_OR_EQUAL':
      return date ? 'is on or after' : 'is at least';
    case 'LESS_THAN':
      return date ? 'is before' : 'is less than';
    default:
      return date ? 'is on or before' : 'is at most';
  }
}

function describeCondition(condition: FilterCondition, label: string): string {
  switch (condition.operator) {
    case 'EQUALS':
      return `${label} is ${quoted(condition.value)}`;
    case 'NOT_EQUALS':
      return `${label} is not ${quoted(condition.value)}`;
    case 'IN':
      return `${label} is ${listOf(condition.values ?? [], 'or')}`;
    case 'NOT_IN':
      return `${label} is neither ${listOf(condition.values ?? [], 'nor')}`;
    case 'IS_BLANK':
      return `${label} is blank`;
    case 'IS_NOT_BLANK':
      return `${label} is filled in`;
    default:
      return `${label} ${ordering(condition)} ${quoted(condition.value)}`;
  }
}

/**
 * What a filter keeps, in words a steward reads next to the choice: `Lead Status is “Open - Not Contacted” and
 * Employees is less than 100`. Fields read by their labels where known.
 */
export function summariseFilter(
  filter: Pick<Filter, 'conditions'>,
  labels: ReadonlyMap<string, string>,
): string {
  return filter.conditions
    .map((condition) => describeCondition(condition, labels.get(condition.field) ?? condition.field))
    .join(' and ');
}
