import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { IntakeSource } from '../../contract/alerts';
import { flushPeriodically } from '../http/periodic-flush';
import { BatchedCounts } from '../storage/batched-counts';
import type { Database } from '../storage/schema';
import { addIntake, type IntakeCount } from './intake-store';

/** A record a write with a duplicate check took in, once its transaction committed. */
export interface Intake {
  recordType: string;
  sources: readonly IntakeSource[];
  /** Whether the check found it a duplicate of a stored record (updated, skipped, or logged for review). */
  duplicate: boolean;
}

/** How often counts are added to the store. */
const FLUSH_MS = 1000;

/**
 * Records taken in per record type, source and UTC day, stored once a second: counting in the write's own
 * transaction would make every concurrent upsert wait on one row. Counts not yet stored are lost if the process
 * is killed, at most a second's worth, which a day's share hardly notices.
 */
export class IntakeCounter {
  private readonly counts: BatchedCounts<IntakeCount>;

  constructor(db: Kysely<Database>) {
    this.counts = new BatchedCounts<IntakeCount>({
      keyOf: ({ recordType, source, day }) =>
        [recordType, source.kind, source.field, source.value, day].join('\u0000'),
      addTo: (into, more) => {
        into.records += more.records;
        into.duplicates += more.duplicates;
      },
      write: (counts) => addIntake(db, counts),
    });
  }

  count(intake: readonly Intake[], at: Date): void {
    const day = at.toISOString().slice(0, 10);
    for (const { recordType, sources, duplicate } of intake) {
      for (const source of sources) {
        this.counts.add({ recordType, source, day, records: 1, duplicates: duplicate ? 1 : 0 });
      }
    }
  }

  /** Adds everything counted so far to the store. */
  flush(): Promise<void> {
    return this.counts.flush();
  }
}

/** One counter for the service, flushed every second and when the service closes. */
export function registerIntakeCounting(app: FastifyInstance, db: Kysely<Database>): IntakeCounter {
  const counter = new IntakeCounter(db);
  flushPeriodically(app, () => counter.flush(), FLUSH_MS, 'intake counts');
  return counter;
}
