import type { JobInput, AutoMerge } from '../../../contract/jobs';
import type { MasterRule } from '../../../contract/merge';

/** A duplicate job's settings as a form holds them, under `job`: the start form's and a schedule's alike. */
export interface JobSettingsValues {
  objectType: string;
  scenarioIds: string[];
  /** '' for every record. */
  filterDeveloperName: string;
  /** '' compares the records with each other. */
  crossObjectType: string;
  /** '' merges nothing: every group waits for review. */
  autoMergeScore: string;
  autoMergeRule: MasterRule;
  /** What an auto-merge given through the API says beyond these (master condition, field rule): kept, not edited. */
  autoMergeKept: Omit<AutoMerge, 'minScore' | 'masterRule' | 'confirmed'>;
  /** The steward confirms an auto-merge whose rehearsal falls short; asked again whenever the form is opened. */
  autoMergeConfirmed: boolean;
}

/** What a form holding job settings has: the settings under `job`, whatever else it has. */
export interface JobSettingsForm {
  job: JobSettingsValues;
}

export const AUTO_MERGE_SCORES = ['100', '98', '95', '90'];

export const MASTER_RULES: { value: MasterRule; label: string }[] = [
  { value: 'MOST_COMPLETE', label: 'Most complete record' },
  { value: 'OLDEST', label: 'Oldest record' },
  { value: 'LAST_MODIFIED', label: 'Most recently modified record' },
];

export const defaultJobSettings = (objectType = 'Lead'): JobSettingsValues => ({
  objectType,
  scenarioIds: [],
  filterDeveloperName: '',
  crossObjectType: '',
  autoMergeScore: '',
  autoMergeRule: 'MOST_COMPLETE',
  autoMergeKept: {},
  autoMergeConfirmed: false,
});

/** The job a form's settings ask for: what is left at its default is not sent. */
export function toJobInput(values: JobSettingsValues): JobInput {
  const input: JobInput = { objectType: values.objectType };
  if (values.scenarioIds.length > 0) input.scenarioIds = values.scenarioIds;
  if (values.filterDeveloperName) input.filterDeveloperName = values.filterDeveloperName;
  if (values.crossObjectType) input.crossObjectType = values.crossObjectType;
  else if (values.autoMergeScore)
    input.autoMerge = {
      minScore: Number(values.autoMergeScore),
      masterRule: values.autoMergeRule,
      ...values.autoMergeKept,
      ...(values.autoMergeConfirmed ? { confirmed: true } : {}),
    };
  return input;
}

/** A saved job's settings as the form shows them. */
export const toJobSettingsValues = (input: JobInput): JobSettingsValues => ({
  objectType: input.objectType,
  scenarioIds: input.scenarioIds ?? [],
  filterDeveloperName: input.filterDeveloperName ?? '',
  crossObjectType: input.crossObjectType ?? '',
  autoMergeScore: input.autoMerge ? String(input.autoMerge.minScore) : '',
  autoMergeRule: input.autoMerge?.masterRule ?? 'MOST_COMPLETE',
  autoMergeKept: keptOf(input.autoMerge),
  autoMergeConfirmed: false,
});

function keptOf(autoMerge: AutoMerge | undefined): JobSettingsValues['autoMergeKept'] {
  if (!autoMerge) return {};
  const { minScore: _score, masterRule: _rule, confirmed: _confirmed, ...kept } = autoMerge;
  return kept;
}
