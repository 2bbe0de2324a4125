import { isCalendarDate } from '../../../contract/field-values';
import {
  FILTER_DEVELOPER_NAME_PATTERN,
  FILTER_KIND_OF_TYPE,
  OPERATORS_OF,
  operandsOf,
  type Filter,
  type FilterCondition,
  type FilterInput,
  type FilterKind,
  type FilterOperator,
} from '../../../contract/filters';
import { parseRecordId } from '../../../contract/record-id';
import type { SObjectDescribeOutput } from '../../../contract/sobjects';
import type { SelectOption } from '../../ui/select-items';

/** A field a condition may name, with how it compares and, for a picklist, its values. */
export interface FilterableField {
  name: string;
  label: string;
  kind: FilterKind;
  /** A picklist's values: an operand must be one of them. */
  options: string[];
}

export function filterableFieldsOf(describe: Pick<SObjectDescribeOutput, 'fields'>): FilterableField[] {
  return describe.fields.flatMap((field) => {
    const kind = FILTER_KIND_OF_TYPE[field.type];
    if (kind === undefined) return [];
    return [
      { name: field.name, label: field.label, kind, options: field.picklistValues.map((each) => each.value) },
    ];
  });
}

/** One condition as the form holds it: text as typed, a list's values one per entry. */
export interface ConditionValues {
  field: string;
  operator: FilterOperator | '';
  value: string;
  values: string[];
}

export interface FilterFormValues {
  label: string;
  developerName: string;
  conditions: ConditionValues[];
}

export const emptyCondition = (): ConditionValues => ({ field: '', operator: '', value: '', values: [] });

export const emptyFilterForm = (): FilterFormValues => ({
  label: '',
  developerName: '',
  conditions: [emptyCondition()],
});

const operandText = (operand: string | number | boolean) => String(operand);

/** A stored filter as the form edits it. */
export function toFilterFormValues(filter: Filter): FilterFormValues {
  return {
    label: filter.label,
    developerName: filter.developerName,
    conditions: filter.conditions.map((condition) => ({
      field: condition.field,
      operator: condition.operator,
      value: condition.value === undefined ? '' : operandText(condition.value),
      values: (condition.values ?? []).map(operandText),
    })),
  };
}

const ORDERING_WORDS: Partial<Record<FilterOperator, [number: string, date: string]>> = {
  GREATER_THAN: ['is more than', 'is after'],
  GREATER_OR_EQUAL: ['is at least', 'is on or after'],
  LESS_THAN: ['is less than', 'is before'],
  LESS_OR_EQUAL: ['is at most', 'is on or before'],
};

const EQUALITY_WORDS: Partial<Record<FilterOperator, string>> = {
  EQUALS: 'is',
  NOT_EQUALS: 'is not',
  IN: 'is one of',
  NOT_IN: 'is none of',
  IS_BLANK: 'is blank',
  IS_NOT_BLANK: 'is filled in',
};

/** An operator in words for a field of `kind`: dates come before or after, numbers are more or less. */
export function operatorLabel(operator: FilterOperator, kind: FilterKind): string {
  const ordering = ORDERING_WORDS[operator];
  if (ordering) return kind === 'date' ? ordering[1] : ordering[0];
  return EQUALITY_WORDS[operator]!;
}

/** The comparisons a field of `kind` takes, as a select offers them. */
export const operatorChoices = (kind: FilterKind): SelectOption[] =>
  OPERATORS_OF[kind].map((operator) => ({ value: operator, label: operatorLabel(operator, kind) }));

const foldText = (text: string) => text.normalize('NFC').trim().toLowerCase();

/** What is wrong with one operand typed for the field, if anything: the service reads it as the field's kind. */
export function operandProblem(field: FilterableField, text: string): string | undefined {
  const typed = text.trim();
  if (typed === '') return 'Enter a value.';
  switch (field.kind) {
    case 'number':
      return Number.isFinite(Number(typed)) ? undefined : `${field.label} is a number field: enter a number.`;
    case 'date':
      return isCalendarDate(typed)
        ? undefined
        : `${field.label} is a date field: enter a date as yyyy-mm-dd.`;
    case 'reference':
      return parseRecordId(typed) === null
        ? `${field.label} is a lookup: enter a record id of 15 or 18 letters and digits.`
        : undefined;
    case 'boolean':
      return typed === 'true' || typed === 'false' ? undefined : 'Choose Yes or No.';
    case 'text':
      return field.options.length === 0 ||
        field.options.some((option) => foldText(option) === foldText(typed))
        ? undefined
        : `'${typed}' is not a value of ${field.label}.`;
  }
}

/** The values of a list operand that were typed: blank lines are no values. */
export const typedValues = (values: readonly string[]) =>
  values.map((value) => value.trim()).filter((value) => value !== '');

/** What is wrong with the operands of IN or NOT_IN, naming the first value at fault, if anything. */
export function valuesProblem(field: FilterableField, values: readonly string[]): string | undefined {
  const typed = typedValues(values);
  if (typed.length === 0) return 'Enter one or more values.';
  for (const value of typed) {
    const problem = operandProblem(field, value);
    if (problem) return problem;
  }
  return undefined;
}

/** What is wrong with the operator for the field, if anything. */
export function operatorProblem(
  field: FilterableField | undefined,
  operator: FilterOperator | '',
): string | undefined {
  if (operator === '') return 'Choose how to compare.';
  if (field && !OPERATORS_OF[field.kind].includes(operator)) {
    return `${field.label} cannot be compared so; choose another way.`;
  }
  return undefined;
}

const DEVELOPER_NAME = new RegExp(FILTER_DEVELOPER_NAME_PATTERN);

/** What is wrong with the developer name of a new filter of a type whose filters have `taken` names, if anything. */
export function developerNameProblem(name: string, taken: readonly string[]): string | undefined {
  if (!DEVELOPER_NAME.test(name)) {
    return 'Use up to 80 letters, digits and underscores, starting with a letter.';
  }
  return taken.includes(name)
    ? `${name} already names a filter of this type: choose another name.`
    : undefined;
}

export function labelProblem(label: string): string | undefined {
  if (label.trim() === '') return 'Enter the name stewards see.';
  return label.length > 255 ? `Use at most 255 characters; this has ${label.length}.` : undefined;
}

function typedOperand(field: FilterableField | undefined, text: string): string | number | boolean {
  const typed = text.trim();
  if (field?.kind === 'number') return Number(typed);
  if (field?.kind === 'boolean') return typed === 'true';
  return typed;
}

/** The body that saves the form, each operand typed as its field compares. */
export function toFilterInput(values: FilterFormValues, fields: readonly FilterableField[]): FilterInput {
  return {
    label: values.label.trim(),
    conditions: values.conditions.map((condition): FilterCondition => {
      const field = fields.find((candidate) => candidate.name === condition.field);
      const operator = condition.operator as FilterOperator;
      switch (operandsOf(operator)) {
        case 'none':
          return { field: condition.field, operator };
        case 'value':
          return { field: condition.field, operator, value: typedOperand(field, condition.value) };
        case 'values':
          return {
            field: condition.field,
            operator,
            values: typedValues(condition.values).map(
              (value) => typedOperand(field, value) as string | number,
            ),
          };
      }
    }),
  };
}

/** The form's field for a field the service names (`label`, `conditions.1.value`, `conditions.0.values.2`). */
export function filterFormPathOf(
  serverField: string,
): 'label' | 'developerName' | `conditions.${number}.${keyof ConditionValues}` | undefined {
  if (serverField === 'label' || serverField === 'developerName') return serverField;
  const match = /^conditions\.(\d+)\.(field|operator|value|values)(\.\d+)?$/.exec(serverField);
  return match ? `conditions.${Number(match[1])}.${match[2] as keyof ConditionValues}` : undefined;
}
