import type { Kysely } from 'kysely';
import type { ScheduleInput } from '../../contract/schedules';
import type { RecordTypeStore } from '../records/record-type-store';
import {
  createSchedule,
  scheduleNamed,
  scheduleSettings,
  updateSchedule,
  type ScheduleActor,
  type StoredSchedule,
} from '../schedules/schedule-store';
import { scheduleTimesProblem } from '../schedules/schedule-times';
import type { Database } from '../storage/schema';
import { toJson } from '../storage/json-column';

/** A schedule an import brings: new, or the stored one of its name, and whether its settings differ. */
export interface ScheduleStep {
  input: ScheduleInput;
  current: StoredSchedule | undefined;
  changes: boolean;
}

const settingsOf = (schedule: ScheduleInput | StoredSchedule) => toJson(scheduleSettings(schedule));

/**
 * What importing a configuration's schedules does: each is created, or changes the stored one of its name (whatever
 * its case); the stored schedules it does not carry stay. One that could never run here is left out with a
 * warning: its times, its record type, or an incremental cross-object job. Its job's scenarios and filter are
 * checked at each run, against the configuration then.
 */
export async function scheduleSteps(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  schedules: readonly ScheduleInput[],
): Promise<{ steps: ScheduleStep[]; warnings: string[] }> {
  const steps: ScheduleStep[] = [];
  const warnings: string[] = [];
  const leftOut = (input: ScheduleInput, why: string) =>
    warnings.push(`Schedule '${input.name}' left out: ${why}`);
  for (const input of schedules) {
    const times = scheduleTimesProblem(input);
    if (times) leftOut(input, times.problem);
    else if (!recordTypes.byApiName(input.job.objectType))
      leftOut(input, `there is no record type ${input.job.objectType}`);
    else if (input.scope === 'CHANGED' && input.job.crossObjectType !== undefined)
      leftOut(input, 'a cross-object job runs over every record, not the changed ones');
    else if (steps.some((step) => step.input.name.toLowerCase() === input.name.toLowerCase()))
      leftOut(input, 'the configuration has another schedule of that name');
    else {
      const current = await scheduleNamed(db, input.name);
      steps.push({ input, current, changes: !current || settingsOf(current) !== settingsOf(input) });
    }
  }
  return { steps, warnings };
}

/** Saves the schedules an import brings that are new or changed, audited as the importing admin's. */
export async function saveScheduleSteps(
  db: Kysely<Database>,
  steps: readonly ScheduleStep[],
  actor: ScheduleActor,
  now: Date,
): Promise<void> {
  for (const { input, current, changes } of steps) {
    if (!changes) continue;
    if (current) await updateSchedule(db, current, input, actor, now);
    else await createSchedule(db, input, actor, now);
  }
}
