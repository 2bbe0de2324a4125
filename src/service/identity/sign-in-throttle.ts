import type { Kysely } from 'kysely';
import type { SignInLock } from '../../contract/sign-in-locks';
import type { Database } from '../storage/schema';

export interface ThrottlePolicy {
  /** Failures of one account from one address within `lockMinutes` that lock that address out for `lockMinutes`. */
  lockAfter: number;
  lockMinutes: number;
}

/** One sign-in or token request: the account it names and the address it came from. */
export interface Attempt {
  subject: string;
  source: string;
}

/** A lock as it begins: whom it keeps out, from where, and the request that set it. */
export interface NewLock extends Attempt {
  until: Date;
  endpoint: string;
}

/** The source of the account's count over every address. */
const EVERY_SOURCE = '*';

/** Failures from one address answered at once before its answers slow down. */
const FREE_FAILURES = 3;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4000;
/** The account-wide slowdown: this much per failure beyond one address's lock allowance, at most the cap. */
const ACCOUNT_DELAY_STEP_MS = 100;
const MAX_ACCOUNT_DELAY_MS = 5000;

/** How long the answer to an address's n-th failure waits: nothing at first, then doubling, at most 4 s. */
export function failureDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

/**
 * How long any attempt on an account waits before it is checked, once its failures from all addresses together
 * exceed what one address may fail before its lock: a distributed attack guesses slower the more it guesses, while
 * the right password or secret still gets through, only later.
 */
export function accountDelayMs(accountFailures: number, lockAfter: number): number {
  return Math.min(Math.max(0, accountFailures - lockAfter) * ACCOUNT_DELAY_STEP_MS, MAX_ACCOUNT_DELAY_MS);
}

const USER_PREFIX = 'user:';
const CLIENT_PREFIX = 'client:';
export const userSubject = (username: string) => `${USER_PREFIX}${username.trim().toLowerCase()}`;
export const clientSubject = (clientId: string) => `${CLIENT_PREFIX}${clientId}`;

/** The account a subject stands for, as the lock list and the audit trail name it. */
export function accountOf(subject: string): Pick<SignInLock, 'kind' | 'name'> {
  return subject.startsWith(CLIENT_PREFIX)
    ? { kind: 'CLIENT', name: subject.slice(CLIENT_PREFIX.length) }
    : { kind: 'USER', name: subject.slice(USER_PREFIX.length) };
}

export const subjectOf = ({ kind, name }: Pick<SignInLock, 'kind' | 'name'>) =>
  kind === 'CLIENT' ? clientSubject(name) : userSubject(name);

/**
 * Failed sign-ins per user name and failed token requests per client, counted in the store (every process and
 * instance sees the same counts) per account and source address together: failures from one address lock only that
 * address out, so nobody can lock an account out for the others, and a success from the address ends its count. The
 * account's failures from every address together slow its attempts down instead, and never lock it. Whether the user
 * name exists plays no part, so a lock tells nobody which names are real.
 */
export class SignInThrottle {
  private readonly db: Kysely<Database>;
  private readonly policy: ThrottlePolicy;
  private readonly onLocked: (lock: NewLock) => Promise<void>;
  private readonly now: () => number;

  constructor(
    db: Kysely<Database>,
    policy: ThrottlePolicy,
    {
      onLocked = async () => undefined,
      now = Date.now,
    }: { onLocked?: (lock: NewLock) => Promise<void>; now?: () => number } = {},
  ) {
    this.db = db;
    this.policy = policy;
    this.onLocked = onLocked;
    this.now = now;
  }

  /** When the lock of the account from this address ends, if it is locked now. */
  async lockedUntil({ subject, source }: Attempt): Promise<Date | undefined> {
    const row = await this.db
      .selectFrom('sign_in_failures')
      .select('locked_until')
      .where('subject', '=', subject)
      .where('source', '=', source)
      .executeTakeFirst();
    const until = row?.locked_until ? new Date(row.locked_until) : undefined;
    return until && until.getTime() > this.now() ? until : undefined;
  }

  /** How long an attempt on the account waits before it is checked (the account-wide slowdown). */
  async delayMs(subject: string): Promise<number> {
    const row = await this.db
      .selectFrom('sign_in_failures')
      .select('failures')
      .where('subject', '=', subject)
      .where('source', '=', EVERY_SOURCE)
      .where('first_failure_at', '>=', this.periodStart(this.now()))
      .executeTakeFirst();
    return accountDelayMs(row?.failures ?? 0, this.policy.lockAfter);
  }

  /**
   * Counts a failure for the address and for the account; answers the address's count and, when it locked the
   * address out, until when.
   */
  async failed(attempt: Attempt, endpoint: string): Promise<{ failures: number; lockedUntil?: Date }> {
    const now = this.now();
    await this.count({ subject: attempt.subject, source: EVERY_SOURCE }, now);
    const row = await this.count(attempt, now);
    if (row.failures < this.policy.lockAfter) return { failures: row.failures };
    if (row.locked_until) return { failures: row.failures, lockedUntil: new Date(row.locked_until) };
    const lockedUntil = new Date(now + this.policy.lockMinutes * 60_000);
    const { numUpdatedRows } = await this.db
      .updateTable('sign_in_failures')
      .set({ locked_until: lockedUntil.toISOString() })
      .where('subject', '=', attempt.subject)
      .where('source', '=', attempt.source)
      .where('locked_until', 'is', null)
      .executeTakeFirst();
    // Of concurrent failures that reach the limit together, one sets the lock and reports it.
    if (numUpdatedRows > 0n) await this.onLocked({ ...attempt, until: lockedUntil, endpoint });
    return { failures: row.failures, lockedUntil };
  }

  /** A success ends the count of the address; the account's count runs out with its period. */
  async succeeded({ subject, source }: Attempt): Promise<void> {
    await this.db
      .deleteFrom('sign_in_failures')
      .where('subject', '=', subject)
      .where('source', '=', source)
      .execute();
  }

  /** The locks in force, the one ending last first. */
  async locks(): Promise<SignInLock[]> {
    const rows = await this.db
      .selectFrom('sign_in_failures')
      .select(['subject', 'source', 'failures', 'locked_until'])
      .where('source', '!=', EVERY_SOURCE)
      .where('locked_until', '>', new Date(this.now()).toISOString())
      .orderBy('locked_until', 'desc')
      .orderBy('subject')
      .orderBy('source')
      .execute();
    return rows.map((row) => ({
      ...accountOf(row.subject),
      source: row.source,
      failures: row.failures,
      lockedUntil: row.locked_until!,
    }));
  }

  /** Lifts the lock of the account from the address, with its count; whether there was one in force. */
  async lift({ subject, source }: Attempt): Promise<boolean> {
    const { numDeletedRows } = await this.db
      .deleteFrom('sign_in_failures')
      .where('subject', '=', subject)
      .where('source', '=', source)
      .where('source', '!=', EVERY_SOURCE)
      .where('locked_until', '>', new Date(this.now()).toISOString())
      .executeTakeFirst();
    return numDeletedRows > 0n;
  }

  private periodStart(now: number) {
    return new Date(now - this.policy.lockMinutes * 60_000).toISOString();
  }

  /** Adds a failure to a count; a count from before the period, or one whose lock has run out, starts again. */
  private async count({ subject, source }: Attempt, now: number) {
    const at = new Date(now).toISOString();
    await this.db
      .deleteFrom('sign_in_failures')
      .where('subject', '=', subject)
      .where('source', '=', source)
      .where((eb) =>
        eb.or([eb('first_failure_at', '<', this.periodStart(now)), eb('locked_until', '<=', at)]),
      )
      .execute();
    return this.db
      .insertInto('sign_in_failures')
      .values({ subject, source, failures: 1, first_failure_at: at, locked_until: null })
      .onConflict((conflict) =>
        conflict
          .columns(['subject', 'source'])
          .doUpdateSet((eb) => ({ failures: eb('sign_in_failures.failures', '+', 1) })),
      )
      .returning(['failures', 'locked_until'])
      .executeTakeFirstOrThrow();
  }
}

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
