import Type, { type Static } from 'typebox';
import type { SObjectFieldType } from './sobjects';
import { StringEnum } from './string-enum';

/**
 * Operators of a filter condition. Which apply depends on the field's type: every type takes EQUALS and
 * NOT_EQUALS; the ordering ones only numbers and dates; booleans nothing but EQUALS and NOT_EQUALS.
 */
export const FILTER_OPERATORS = [
  'EQUALS',
  'NOT_EQUALS',
  'IN',
  'NOT_IN',
  'IS_BLANK',
  'IS_NOT_BLANK',
  'GREATER_THAN',
  'GREATER_OR_EQUAL',
  'LESS_THAN',
  'LESS_OR_EQUAL',
] as const;
export const FilterOperator = StringEnum(FILTER_OPERATORS, { title: 'FilterOperator' });
export type FilterOperator = Static<typeof FilterOperator>;

/**
 * How a filter compares the values of a field: text-like fields as text ignoring case, lookups as record ids
 * (case-sensitive, 15 or 18 characters), numbers as numbers, dates as calendar dates, checkboxes as booleans.
 */
export type FilterKind = 'text' | 'reference' | 'number' | 'date' | 'boolean';

/**
 * The kind of each field type, as describe reports types. The system fields (the id, the times of creation and
 * change) have none: they are no field of the record type, and a filter cannot name them.
 */
export const FILTER_KIND_OF_TYPE: Record<SObjectFieldType, FilterKind | undefined> = {
  id: undefined,
  datetime: undefined,
  string: 'text',
  textarea: 'text',
  email: 'text',
  phone: 'text',
  url: 'text',
  picklist: 'text',
  reference: 'reference',
  double: 'number',
  date: 'date',
  boolean: 'boolean',
};

const EQUALITY: FilterOperator[] = ['EQUALS', 'NOT_EQUALS', 'IN', 'NOT_IN', 'IS_BLANK', 'IS_NOT_BLANK'];
const ORDERING: FilterOperator[] = ['GREATER_THAN', 'GREATER_OR_EQUAL', 'LESS_THAN', 'LESS_OR_EQUAL'];

/** The operators that mean something for each kind; a checkbox is never blank, only true or false. */
export const OPERATORS_OF: Record<FilterKind, readonly FilterOperator[]> = {
  text: EQUALITY,
  reference: EQUALITY,
  number: [...EQUALITY, ...ORDERING],
  date: [...EQUALITY, ...ORDERING],
  boolean: ['EQUALS', 'NOT_EQUALS'],
};

/** How many operands an operator takes: one `value`, a list of `values`, or none. */
export function operandsOf(operator: FilterOperator): 'value' | 'values' | 'none' {
  if (operator === 'IN' || operator === 'NOT_IN') return 'values';
  if (operator === 'IS_BLANK' || operator === 'IS_NOT_BLANK') return 'none';
  return 'value';
}

/** Developer names follow Salesforce's API-name rule: a letter, then letters, digits and underscores. */
export const FILTER_DEVELOPER_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9_]{0,79}$';

export const FilterCondition = Type.Object(
  {
    field: Type.String({ minLength: 1, description: 'API name of a field of the record type' }),
    operator: FilterOperator,
    value: Type.Optional(
      Type.Union([Type.String(), Type.Number(), Type.Boolean()], {
        description:
          'The value compared with: text for text, picklist and lookup fields, a number for number fields, ' +
          'an ISO date (yyyy-mm-dd) for date fields, true or false for checkboxes. Not given for IN, NOT_IN, ' +
          'IS_BLANK and IS_NOT_BLANK.',
      }),
    ),
    values: Type.Optional(
      Type.Array(Type.Union([Type.String(), Type.Number()]), {
        minItems: 1,
        description: 'The values of IN and NOT_IN, each typed as `value` is',
      }),
    ),
  },
  { title: 'FilterCondition', additionalProperties: false },
);
export type FilterCondition = Static<typeof FilterCondition>;

const label = Type.String({ minLength: 1, maxLength: 255, description: 'Name shown to stewards' });
const conditions = Type.Array(FilterCondition, {
  minItems: 1,
  description: 'Conditions a candidate must all satisfy (AND)',
});

export const Filter = Type.Object(
  {
    developerName: Type.String({ description: 'Name used as `filterDeveloperName` in a search' }),
    label,
    recordType: Type.String({ description: 'API name of the record type, e.g. Lead' }),
    conditions,
  },
  { title: 'Filter' },
);
export type Filter = Static<typeof Filter>;

/**
 * The body of a create-or-replace. The record type and developer name come from the path; a body that repeats
 * them (a filter read, edited and sent back) must agree with it.
 */
export const FilterInput = Type.Object(
  {
    label,
    conditions,
    developerName: Type.Optional(Type.String({ description: 'When given, must equal the path' })),
    recordType: Type.Optional(
      Type.String({ description: 'When given, must name the record type of the path' }),
    ),
  },
  { title: 'FilterInput', additionalProperties: false },
);
export type FilterInput = Static<typeof FilterInput>;

export const FilterList = Type.Object({ filters: Type.Array(Filter) }, { title: 'FilterList' });
export type FilterList = Static<typeof FilterList>;

/** Conditions to count the records of before they are saved: what the filter form shows as the admin edits. */
export const FilterCountInput = Type.Object(
  {
    objectName: Type.String({ minLength: 1, description: 'API name of the record type (any case)' }),
    conditions,
  },
  { title: 'FilterCountInput', additionalProperties: false },
);
export type FilterCountInput = Static<typeof FilterCountInput>;

export const FilterCount = Type.Object(
  {
    matching: Type.Integer({ description: 'Records of the type the conditions let through' }),
    total: Type.Integer({ description: 'Records of the type' }),
  },
  { title: 'FilterCount' },
);
export type FilterCount = Static<typeof FilterCount>;

export const FilterListQuery = Type.Object(
  {
    objectName: Type.Optional(
      Type.String({ minLength: 1, description: 'Only the filters of this record type (API name, any case)' }),
    ),
  },
  { title: 'FilterListQuery', additionalProperties: false },
);
export type FilterListQuery = Static<typeof FilterListQuery>;

export const FilterPath = Type.Object(
  {
    recordType: Type.String({ minLength: 1, description: 'API name of the record type (any case)' }),
    developerName: Type.String({ pattern: FILTER_DEVELOPER_NAME_PATTERN }),
  },
  { title: 'FilterPath' },
);
export type FilterPath = Static<typeof FilterPath>;
