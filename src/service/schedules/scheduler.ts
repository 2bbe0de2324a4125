import type { JobPlanDependencies } from '../jobs/job-plan';
import { BackgroundWorker, type WorkerSettings } from '../processes/background-worker';
import { startScheduledRun } from './scheduled-run';
import { dueSchedule, takeOccurrence } from './schedule-store';

export interface SchedulerDependencies extends WorkerSettings, JobPlanDependencies {
  /** The time now: the wall clock in the service, the test's own clock in tests. */
  now: () => Date;
}

/** How often an idle scheduler looks for a due schedule: a run starts at most this long after its time. */
const IDLE_MS = 15_000;

/**
 * Starts the duplicate jobs of due schedules. Every service process runs one; the database decides which of them
 * takes an occurrence (schedule-store's takeOccurrence), so each occurrence starts one job however many processes
 * see it due, and one missed while every process was down starts once, at the next start. The job runners find
 * the job on their own, within a second.
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
    if (runId) await startScheduledRun(this.deps, schedule, runId);
    return true;
  }
}
