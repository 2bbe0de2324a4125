import { ApiError } from '../http/api-error';
import { InputProblem } from '../input/input-problem';
import { planJob, type JobPlanDependencies } from '../jobs/job-plan';
import { createJob, findJobRow } from '../jobs/job-store';
import { incrementalSince, lastStartedJob, settleRun, type StoredSchedule } from './schedule-store';

/**
 * Starts the job of a schedule's run, taken up by the scheduler or by a steward's hand: none while the job of the
 * run before still goes (SKIPPED), none with the reason when the job cannot start (FAILED). An incremental
 * schedule's job searches the records changed since its last run that ended began.
 */
export async function startScheduledRun(
  deps: JobPlanDependencies,
  schedule: StoredSchedule,
  runId: string,
): Promise<void> {
  const { db } = deps;
  const previous = await lastStartedJob(db, schedule.id, runId);
  const status = previous && (await findJobRow(db, previous))?.status;
  if (status === 'QUEUED' || status === 'RUNNING') {
    await settleRun(db, runId, { status: 'SKIPPED', reason: 'the job of the run before was still going' });
    return;
  }
  try {
    const plan = await planJob(deps, schedule.job);
    const since = schedule.scope === 'CHANGED' ? await incrementalSince(db, schedule.id) : undefined;
    const jobId = await createJob(db, {
      ...plan,
      ...(since === undefined ? {} : { changedSince: since }),
      principal: schedule.createdBy,
      endpoint: `SCHEDULE ${schedule.name}`,
    });
    await settleRun(db, runId, { status: 'STARTED', jobId });
  } catch (error) {
    // A schedule outlives the configuration it was saved with: a scenario or filter removed since is its problem.
    if (!(error instanceof InputProblem || error instanceof ApiError)) throw error;
    await settleRun(db, runId, { status: 'FAILED', reason: error.message });
  }
}
