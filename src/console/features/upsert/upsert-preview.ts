import type { FieldChange, UpsertMatch } from '../../../contract/audit';
import type { SObjectFieldType } from '../../../contract/sobjects';
import type { KeptField } from '../../../contract/update-rules';
import type { RelatedOutput, UpsertDataOutput, UpsertRequest } from '../../../contract/upsert';
import { formatValue } from '../../ui/record-text';

/** Which entry of an upsert: the record itself, or a related entry by its position in the list. */
export type UpsertEntry = 'record' | number;

/** An entry whose save would change a stored record: the steward sees each change and may keep the stored value. */
export interface UpdateToReview {
  entry: UpsertEntry;
  objectType: string;
  recordId: string;
  match: UpsertMatch | null;
  /** The changes the steward checks. */
  changes: readonly FieldChange[];
  /** Values written otherwise only ("555 123 4567" for "555-123-4567"): the stored ones stay, unasked. */
  formatOnly: readonly FieldChange[];
  /** The values the field update rules keep out, with the rule and why: the stored ones stay, unasked. */
  kept: readonly KeptField[];
}

/** A field's type by record type and API name; undefined for a field not known. */
export type FieldTypeOf = (objectType: string, field: string) => SObjectFieldType | undefined;

const digits = (value: FieldChange['before']) => formatValue(value).replace(/\D/g, '');

/** Whether a change writes the same phone number or e-mail address otherwise, which is no change to review. */
export function isFormatOnly(change: FieldChange, type: SObjectFieldType | undefined): boolean {
  if (type === 'phone') return digits(change.before) !== '' && digits(change.before) === digits(change.after);
  if (type === 'email') {
    const before = formatValue(change.before).trim().toLowerCase();
    return before !== '' && before === formatValue(change.after).trim().toLowerCase();
  }
  return false;
}

function updateOf(
  entry: UpsertEntry,
  objectType: string,
  output: UpsertDataOutput | RelatedOutput,
  typeOf: FieldTypeOf,
): UpdateToReview[] {
  const all = output.changes ?? [];
  if (!output.isSuccess || output.isCreated || !output.objectId || all.length === 0) return [];
  const formatOnly = all.filter((change) => isFormatOnly(change, typeOf(objectType, change.field)));
  const changes = all.filter((change) => !formatOnly.includes(change));
  return [
    {
      entry,
      objectType,
      recordId: output.objectId,
      match: output.match ?? null,
      changes,
      formatOnly,
      kept: output.kept ?? [],
    },
  ];
}

/**
 * The entries of a previewed upsert that would overwrite, fill or clear fields of a stored record. Creations and
 * failures need no review: a new record loses nothing, and a failure saves nothing. An entry whose changes are all
 * of format only is kept too, for its stored values are sent, but asks nothing (`needsReview`).
 */
export function updatesToReview(
  request: UpsertRequest,
  preview: UpsertDataOutput,
  typeOf: FieldTypeOf = () => undefined,
): UpdateToReview[] {
  const { objectType, relatedList = [] } = request.input;
  return [
    ...updateOf('record', objectType, preview, typeOf),
    ...preview.relatedList.flatMap((output, index) =>
      updateOf(index, relatedList[index]?.objectType ?? '', output, typeOf),
    ),
  ];
}

/** Whether an update changes something the steward must check. */
export const needsReview = (update: UpdateToReview) => update.changes.length > 0;

/** Names a field of an entry among the fields the steward keeps. */
export const keptFieldKey = (entry: UpsertEntry, field: string) => `${entry}:${field}`;

/**
 * The request with the stored value sent for every kept field, and for every value written otherwise only. Sending
 * it, rather than leaving the field out, keeps the duplicate search as the preview ran it: a field left out could
 * no longer find the record.
 */
export function withStoredValues(
  request: UpsertRequest,
  updates: readonly UpdateToReview[],
  kept: ReadonlySet<string>,
): UpsertRequest {
  const storedOf = (entry: UpsertEntry) => {
    const update = updates.find((candidate) => candidate.entry === entry);
    if (!update) return {};
    const keptChanges = update.changes.filter((change) => kept.has(keptFieldKey(entry, change.field)));
    return Object.fromEntries(
      [...keptChanges, ...update.formatOnly].map((change) => [change.field, change.before]),
    );
  };
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
