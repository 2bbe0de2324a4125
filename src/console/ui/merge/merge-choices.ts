import type { MergeInput, MergePreview } from '../../../contract/merge';
import type { SObjectRecord } from '../../../contract/records';
import { formatValue } from '../record-text';

/** What the steward chose for a merge. */
export interface MergeChoices {
  masterId: string;
  /** Records left out of the merge. */
  excluded: string[];
  /** Field → the record whose value the master takes, or "custom". */
  picks: Record<string, string>;
  /** Field → the value typed, for the fields picked "custom". */
  custom: Record<string, string>;
}

const created = (record: SObjectRecord) => (typeof record.CreatedDate === 'string' ? record.CreatedDate : '');

/** The service's default: the oldest record is the master, nothing left out, nothing picked. */
export function initialChoices(records: readonly SObjectRecord[]): MergeChoices {
  const [oldest] = [...records].sort(
    (a, b) => created(a).localeCompare(created(b)) || String(a.Id).localeCompare(String(b.Id)),
  );
  return { masterId: oldest?.Id ?? '', excluded: [], picks: {}, custom: {} };
}

/** The fields whose values differ among the records merged (case and spacing count: they are what gets kept). */
export function differingFields(records: readonly SObjectRecord[], fields: readonly string[]): Set<string> {
  return new Set(
    fields.filter((field) => new Set(records.map((record) => formatValue(record[field]))).size > 1),
  );
}

/** Leaves a record out of the merge (never the master), or takes it back in; its picks go with it. */
export function toggleExcluded(choices: MergeChoices, recordId: string): MergeChoices {
  if (recordId === choices.masterId) return choices;
  if (choices.excluded.includes(recordId)) {
    return { ...choices, excluded: choices.excluded.filter((id) => id !== recordId) };
  }
  const picks = Object.fromEntries(Object.entries(choices.picks).filter(([, pick]) => pick !== recordId));
  return { ...choices, excluded: [...choices.excluded, recordId], picks };
}

/** The merge the choices ask for, as the service takes it. */
export function mergeInputOf(
  choices: MergeChoices,
  records: readonly SObjectRecord[],
  group?: { jobId: string; groupId: string },
): MergeInput {
  const fieldSelect = Object.fromEntries(
    Object.entries(choices.picks).filter(([, pick]) => !choices.excluded.includes(pick)),
  );
  const customValues = Object.fromEntries(
    Object.entries(fieldSelect)
      .filter(([, pick]) => pick === 'custom')
      .map(([field]) => [field, choices.custom[field]?.trim() || null]),
  );
  return {
    objectIds: records.map((record) => record.Id!).filter((id) => !choices.excluded.includes(id)),
    masterId: choices.masterId,
    ...(Object.keys(fieldSelect).length > 0 ? { fieldSelect } : {}),
    ...(Object.keys(customValues).length > 0 ? { customValues } : {}),
    ...(group ?? {}),
  };
}

/** The record whose value a field takes, or "custom": the steward's pick, else the service's choice. */
export const chosenSource = (choices: MergeChoices, preview: MergePreview | undefined, field: string) =>
  choices.picks[field] ?? preview?.fieldSources[field];
