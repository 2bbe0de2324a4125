import { ApiError } from '../http/api-error';
import { InputProblem } from '../input/input-problem';
import { planJob, type JobPlanDependencies } from '../jobs/job-plan';
import { createJob, findJobRow } from '../jobs/job-store';
import { BackgroundWorker, type WorkerSettings } from '../processes/background-worker';
import {
  dueSchedule,
  lastStartedJob,
  settleRun,
  takeOccurrence,
  type StoredSchedule,
} from './schedule-store';

export interface SchedulerDependencies extends WorkerSettings, JobPlanDependencies {
  /** The time now: the wall clock in the service, the test's own clock in tests. */
  now: () => Date;
  /** Tells the job runners a job is waiting. */
  jobStarted: () => void;
}

/** How often an idle scheduler looks for a due schedule: a run starts at most this long after its time. */
const IDLE_MS = 15_000;

/**
 * Starts the duplicate jobs of due schedules. Every service process runs one; the database decides which of them
 * takes an occurrence (schedule-store's takeOccurrence), so each occurrence starts one job however many processes
 * see it due, and one missed while every process was down starts once, at the next start. A run whose schedule's
 * previous job is still going starts none (SKIPPED), and one whose job cannot start says why (FAILED).
 */
export class Scheduler extends BackgroundWorker {
  private readonly deps: SchedulerDependencies;

  constructor(deps: SchedulerDependencies) {
    super(deps, { idleMs: IDLE_MS, leaseMs: 0 });
    this.deps = deps;
  }

  async step(): Promise<boolean> {
    const now = this.deps.now();
    const schedule = await dueSchedule(this.deps.db, now);
    if (!schedule) return false;
    const runId = await takeOccurrence(this.deps.db, schedule, now);
    if (runId) await this.run(schedule, runId);
    return true;
  }

  private async run(schedule: StoredSchedule, runId: string): Promise<void> {
    const { db } = this.deps;
    const previous = await lastStartedJob(db, schedule.id, runId);
    const status = previous && (await findJobRow(db, previous))?.status;
    if (status === 'QUEUED' || status === 'RUNNING') {
      await settleRun(db, runId, { status: 'SKIPPED', reason: 'the job of the run before was still going' });
      return;
    }
    try {
      const jobId = await createJob(db, {
        ...(await planJob(this.deps, schedule.job)),
        principal: schedule.createdBy,
        endpoint: `SCHEDULE ${schedule.name}`,
      });
      await settleRun(db, runId, { status: 'STARTED', jobId });
      this.deps.jobStarted();
    } catch (error) {
      // A schedule outlives the configuration it was saved with: a scenario or filter removed since is its problem.
      if (!(error instanceof InputProblem || error instanceof ApiError)) throw error;
      await settleRun(db, runId, { status: 'FAILED', reason: error.message });
    }
  }
}
