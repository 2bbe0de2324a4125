import type { Kysely } from 'kysely';
import { PeriodicWorker, type WorkerSettings } from '../processes/background-worker';
import type { Database } from '../storage/schema';
import { deleteEventsBefore } from './event-store';

/** How often the feed is cleaned of events past their time: hourly is soon enough for a rule counted in days. */
const IDLE_MS = 3_600_000;

/**
 * Deletes the events older than `retentionDays` by the clock `now` (the wall clock in the service, the test's
 * own in tests), in every process: deleting twice deletes nothing more.
 */
export const eventRetention = (
  settings: WorkerSettings & { db: Kysely<Database>; retentionDays: number; now: () => Date },
) =>
  new PeriodicWorker(settings, IDLE_MS, async () => {
    const before = new Date(settings.now().getTime() - settings.retentionDays * 86_400_000);
    await deleteEventsBefore(settings.db, before.toISOString());
  });
