import type { SObjectField, SObjectFieldType } from '../../../contract/sobjects';

/** Fields short enough to read in a grid cell, and what a steward tells records apart by. */
const LISTED_TYPES: ReadonlySet<SObjectFieldType> = new Set(['string', 'email', 'phone', 'picklist']);

/** How many fields the list shows beside a record's name and details: more crowd a phone's screen out. */
const LISTED_COUNT = 4;

/** Fields the list has a column for, shown or not: text a steward reads or looks for, and the id, which finds one. */
const COLUMN_TYPES: ReadonlySet<SObjectFieldType> = new Set([...LISTED_TYPES, 'url', 'textarea', 'id']);

/** The fields the record list has a column for, which its filter offers, in the type's order. */
export const columnFields = (fields: readonly SObjectField[]) =>
  fields.filter((field) => COLUMN_TYPES.has(field.type));

/**
 * The fields the record list shows a column of unasked: the type's first few short text fields, leaving out
 * those its details show beside the name already.
 */
export const listedFields = (fields: readonly SObjectField[], detailFields: ReadonlySet<string>) =>
  fields
    .filter((field) => LISTED_TYPES.has(field.type) && !detailFields.has(field.name))
    .slice(0, LISTED_COUNT);
