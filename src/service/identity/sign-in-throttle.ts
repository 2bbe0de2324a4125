import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';

export interface ThrottlePolicy {
  /** Failures within `lockMinutes` that lock the subject for `lockMinutes`. */
  lockAfter: number;
  lockMinutes: number;
}

/** Failures answered at once before the answers slow down. */
const FREE_FAILURES = 3;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4000;

/** How long the answer to a subject's n-th failure waits: nothing at first, then doubling, at most 4 s. */
export function failureDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

/**
 * Failed sign-ins per user name and failed token requests per client, counted in the store: every process and
 * instance sees the same count. Failures within the lock period lock the subject for that period; a success ends
 * the count. Whether the user name exists plays no part, so the lock tells nobody which names are real.
 */
export class SignInThrottle {
  private readonly db: Kysely<Database>;
  private readonly policy: ThrottlePolicy;
  private readonly now: () => number;

  constructor(db: Kysely<Database>, policy: ThrottlePolicy, now: () => number = Date.now) {
    this.db = db;
    this.policy = policy;
    this.now = now;
  }

  /** When the subject's lock ends, if it is locked now. */
  async lockedUntil(subject: string): Promise<Date | undefined> {
    const row = await this.db
      .selectFrom('sign_in_failures')
      .select('locked_until')
      .where('subject', '=', subject)
      .executeTakeFirst();
    const until = row?.locked_until ? new Date(row.locked_until) : undefined;
    return until && until.getTime() > this.now() ? until : undefined;
  }

  /** Counts a failure; answers the count and, when it locked the subject, until when. */
  async failed(subject: string): Promise<{ failures: number; lockedUntil?: Date }> {
    const now = this.now();
    const periodMs = this.policy.lockMinutes * 60_000;
    const at = new Date(now).toISOString();
    // A count from before the period, or one whose lock has run out, starts again.
    await this.db
      .deleteFrom('sign_in_failures')
      .where('subject', '=', subject)
      .where((eb) =>
        eb.or([
          eb('first_failure_at', '<', new Date(now - periodMs).toISOString()),
          eb('locked_until', '<=', at),
        ]),
      )
      .execute();
    const row = await this.db
      .insertInto('sign_in_failures')
      .values({ subject, failures: 1, first_failure_at: at, locked_until: null })
      .onConflict((conflict) =>
        conflict
          .column('subject')
          .doUpdateSet((eb) => ({ failures: eb('sign_in_failures.failures', '+', 1) })),
      )
      .returning(['failures', 'locked_until'])
      .executeTakeFirstOrThrow();
    if (row.failures < this.policy.lockAfter) return { failures: row.failures };
    if (row.locked_until) return { failures: row.failures, lockedUntil: new Date(row.locked_until) };
    const lockedUntil = new Date(now + periodMs);
    await this.db
      .updateTable('sign_in_failures')
      .set({ locked_until: lockedUntil.toISOString() })
      .where('subject', '=', subject)
      .execute();
    return { failures: row.failures, lockedUntil };
  }

  /** A success ends the count of a subject that is not locked. */
  async succeeded(subject: string): Promise<void> {
    await this.db.deleteFrom('sign_in_failures').where('subject', '=', subject).execute();
  }
}

export const userSubject = (username: string) => `user:${username.trim().toLowerCase()}`;
export const clientSubject = (clientId: string) => `client:${clientId}`;

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
