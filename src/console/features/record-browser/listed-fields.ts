import type { SObjectField, SObjectFieldType } from '../../../contract/sobjects';

/** Fields short enough to read in a grid cell, and what a steward tells records apart by. */
const LISTED_TYPES: ReadonlySet<SObjectFieldType> = new Set(['string', 'email', 'phone', 'picklist']);

/** How many fields the list shows beside a record's name and details: more crowd a phone's screen out. */
const LISTED_COUNT = 4;

/**
 * The fields the record list gives a column of their own: the type's first few short text fields, leaving out
 * those its details show beside the name already.
 */
export const listedFields = (fields: readonly SObjectField[], detailFields: ReadonlySet<string>) =>
  fields
    .filter((field) => LISTED_TYPES.has(field.type) && !detailFields.has(field.name))
    .slice(0, LISTED_COUNT);
