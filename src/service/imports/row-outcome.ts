import type { ColumnMapping, ImportMode, ImportOutcome, RowError } from '../../contract/imports';
import { parseRecordId } from '../../contract/record-id';
import type { UpsertDataInput, UpsertDataOutput } from '../../contract/upsert';
import type { OnMatch } from '../upsert/upsert-entry';
import type { RowResult } from './import-store';

/** What a duplicate found does in each mode, in the upsert's words. */
export const ON_MATCH: Record<ImportMode, OnMatch> = { CREATE: 'skip', UPDATE: 'update', REVIEW: 'create' };

/**
 * How a row was upserted: the import's mode, and what a duplicate found did, which is the mode's but for a row of
 * the same person as a row the import created, which updates that row's record.
 */
export interface RowHandling {
  mode: ImportMode;
  onMatch: OnMatch;
}

/** A row turned into an upsert, or the problem that keeps it from being one. */
export type RowInput = { input: UpsertDataInput } | { errors: RowError[] };

/**
 * The upsert of one row: each mapped column's value for its field, blank cells left out so that an update keeps
 * what the record has. Values are given as text, which the type's rules read as they read the API's.
 */
export function rowInput(
  objectType: string,
  mapping: readonly ColumnMapping[],
  cells: readonly string[],
  duplicateScore: number | undefined,
): RowInput {
  if (cells.length > mapping.length && cells.slice(mapping.length).some((cell) => cell.trim() !== '')) {
    return {
      errors: [
        {
          column: null,
          field: null,
          message: `the row has ${cells.length} values, more than the ${mapping.length} columns of the header`,
        },
      ],
    };
  }
  const objectData: Record<string, string> = {};
  for (const [index, { field }] of mapping.entries()) {
    const value = cells[index]?.trim() ?? '';
    if (field !== null && value !== '') objectData[field] = value;
  }
  return {
    input: {
      objectType,
      objectData,
      duplicateCheck: true,
      ...(duplicateScore === undefined ? {} : { duplicateScore }),
    },
  };
}

const id15Of = (id18: string | null | undefined) => (id18 ? (parseRecordId(id18) ?? null) : null);

/**
 * A row's outcome from its upsert's answer. `createdBy` names the earlier row of the file that created a record,
 * if one did: a row whose duplicate that record is is the same person as that row.
 */
export function rowResult(
  rowNumber: number,
  { mode, onMatch }: RowHandling,
  mapping: readonly ColumnMapping[],
  output: UpsertDataOutput,
  createdBy: (id15: string) => number | undefined,
): RowResult {
  if (!output.isSuccess) {
    const field = output.errorField ?? null;
    const column = field === null ? null : (mapping.find((entry) => entry.field === field)?.column ?? null);
    const message =
      field !== null && output.errorMessage?.startsWith(`${field}: `)
        ? output.errorMessage.slice(field.length + 2)
        : (output.errorMessage ?? 'the record was not saved');
    return { ...emptyResult(rowNumber, 'ERROR'), errors: [{ column, field, message }] };
  }
  const recordId15 = id15Of(output.objectId);
  const duplicateIds15 = (output.potentialDuplicates ?? []).flatMap(
    (duplicate) => id15Of(duplicate.duplicateId) ?? [],
  );
  const outcome: ImportOutcome = output.isCreated
    ? duplicateIds15.length > 0 && mode === 'REVIEW'
      ? 'REVIEW'
      : 'CREATE'
    : onMatch === 'skip'
      ? 'SKIP'
      : 'UPDATE';
  const sameAsRow = !output.isCreated && recordId15 !== null ? (createdBy(recordId15) ?? null) : null;
  return {
    rowNumber,
    outcome,
    recordId15,
    sameAsRow,
    // A created record's values are kept too: its undo deletes it only if it still holds just them.
    changes: outcome === 'SKIP' ? [] : (output.changes ?? []),
    ...(outcome === 'UPDATE' && output.kept?.length ? { kept: output.kept } : {}),
    duplicateIds15: outcome === 'SKIP' && recordId15 ? [recordId15] : duplicateIds15,
    errors: [],
  };
}

export const emptyResult = (rowNumber: number, outcome: ImportOutcome): RowResult => ({
  rowNumber,
  outcome,
  recordId15: null,
  sameAsRow: null,
  changes: [],
  duplicateIds15: [],
  errors: [],
});
