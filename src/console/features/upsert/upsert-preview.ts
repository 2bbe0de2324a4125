import type { FieldChange, UpsertMatch } from '../../../contract/audit';
import type { RelatedOutput, UpsertDataOutput, UpsertRequest } from '../../../contract/upsert';

/** Which entry of an upsert: the record itself, or a related entry by its position in the list. */
export type UpsertEntry = 'record' | number;

/** An entry whose save would change a stored record: the steward sees each change and may keep the stored value. */
export interface UpdateToReview {
  entry: UpsertEntry;
  objectType: string;
  recordId: string;
  match: UpsertMatch | null;
  changes: readonly FieldChange[];
}

function updateOf(entry: UpsertEntry, objectType: string, output: UpsertDataOutput | RelatedOutput) {
  const changes = output.changes ?? [];
  if (!output.isSuccess || output.isCreated || !output.objectId || changes.length === 0) return [];
  return [{ entry, objectType, recordId: output.objectId, match: output.match ?? null, changes }];
}

/**
 * The entries of a previewed upsert that would overwrite, fill or clear fields of a stored record. Creations and
 * failures need no review: a new record loses nothing, and a failure saves nothing.
 */
export function updatesToReview(request: UpsertRequest, preview: UpsertDataOutput): UpdateToReview[] {
  const { objectType, relatedList = [] } = request.input;
  return [
    ...updateOf('record', objectType, preview),
    ...preview.relatedList.flatMap((output, index) =>
      updateOf(index, relatedList[index]?.objectType ?? '', output),
    ),
  ];
}

/** Names a field of an entry among the fields the steward keeps. */
export const keptFieldKey = (entry: UpsertEntry, field: string) => `${entry}:${field}`;

/**
 * The request with the stored value sent for every kept field. Sending it, rather than leaving the field out,
 * keeps the duplicate search as the preview ran it: a field left out could no longer find the record.
 */
export function withStoredValues(
  request: UpsertRequest,
  updates: readonly UpdateToReview[],
  kept: ReadonlySet<string>,
): UpsertRequest {
  const storedOf = (entry: UpsertEntry) =>
    Object.fromEntries(
      (updates.find((update) => update.entry === entry)?.changes ?? [])
        .filter((change) => kept.has(keptFieldKey(entry, change.field)))
        .map((change) => [change.field, change.before]),
    );
  const { input } = request;
  return {
    input: {
      ...input,
      objectData: { ...input.objectData, ...storedOf('record') },
      ...(input.relatedList && {
        relatedList: input.relatedList.map((related, index) => ({
          ...related,
          objectData: { ...related.objectData, ...storedOf(index) },
        })),
      }),
    },
  };
}
