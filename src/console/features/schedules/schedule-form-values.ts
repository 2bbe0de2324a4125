import type { FieldPath } from 'react-hook-form';
import type { Schedule, ScheduleInput, ScheduleScope } from '../../../contract/schedules';
import {
  defaultJobSettings,
  toJobInput,
  toJobSettingsValues,
  type JobSettingsValues,
} from '../../ui/job-settings/job-settings-values';

export interface ScheduleFormValues {
  name: string;
  cron: string;
  timeZone: string;
  scope: ScheduleScope;
  enabled: boolean;
  job: JobSettingsValues;
}

/** The browser's own time zone, where a steward most likely means their nights. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A new schedule: every night at two, in the steward's zone, over what changed. */
export const emptyScheduleForm = (): ScheduleFormValues => ({
  name: '',
  cron: '0 2 * * *',
  timeZone: browserTimeZone(),
  scope: 'CHANGED',
  enabled: true,
  job: defaultJobSettings(),
});

export const toScheduleFormValues = (schedule: Schedule): ScheduleFormValues => ({
  name: schedule.name,
  cron: schedule.cron,
  timeZone: schedule.timeZone,
  scope: schedule.scope,
  enabled: schedule.enabled,
  job: toJobSettingsValues(schedule.job),
});

/** A cross-object job runs over every record: its scope is not asked. */
export const toScheduleInput = (values: ScheduleFormValues): ScheduleInput => ({
  name: values.name.trim(),
  cron: values.cron.trim(),
  timeZone: values.timeZone.trim(),
  enabled: values.enabled,
  scope: values.job.crossObjectType ? 'ALL' : values.scope,
  job: toJobInput(values.job),
});

const JOB_FIELDS = ['objectType', 'scenarioIds', 'filterDeveloperName', 'crossObjectType'] as const;

/**
 * The form's field for a field the service names in a refusal: the schedule's own, or the job's (named with or
 * without `job.`, as the request's schema or the job's checks name them).
 */
export function scheduleFormPathOf(field: string): FieldPath<ScheduleFormValues> | undefined {
  const path = field.replace(/^\//, '').replace(/\//g, '.');
  if (path === 'name' || path === 'cron' || path === 'timeZone' || path === 'scope') return path;
  const inJob = path.replace(/^job\./, '');
  const jobField = JOB_FIELDS.find((name) => inJob === name || inJob.startsWith(`${name}.`));
  if (jobField) return `job.${jobField}`;
  if (inJob.startsWith('autoMerge')) return 'job.autoMergeScore';
  return undefined;
}

/** The zones the browser offers (its canonical ones, which leave out UTC), for the zone's choice. */
export const TIME_ZONES: readonly string[] = [
  'UTC',
  ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC'),
];

/** Why a zone cannot be used; undefined for any zone the browser can read times in, aliases included. */
export function timeZoneProblem(zone: string): string | undefined {
  if (zone.trim() === '') return 'Choose the time zone it runs in';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone.trim() });
    return undefined;
  } catch {
    return 'Choose a time zone from the list, e.g. Europe/Berlin';
  }
}
