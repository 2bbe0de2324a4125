import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import Type from 'typebox';
import { apiPaths } from '../../contract/api-paths';
import { SignInLockKey, SignInLockList } from '../../contract/sign-in-locks';
import { recordAuditEvent } from '../audit/audit-store';
import { ApiError } from '../http/api-error';
import { errorResponses } from '../http/error-responses';
import type { AuthGuards } from '../identity/auth-guards';
import { accountOf, subjectOf, type NewLock, type SignInThrottle } from '../identity/sign-in-throttle';
import type { Database } from '../storage/schema';

const OBJECT_TYPES = { USER: 'User', CLIENT: 'Client' } as const;

const auditLockEvent = (
  db: Kysely<Database>,
  action: 'SIGN_IN_LOCKED' | 'SIGN_IN_LOCK_LIFTED',
  { principal, endpoint }: { principal: string; endpoint: string },
  lock: SignInLockKey,
) =>
  recordAuditEvent(db, {
    at: new Date().toISOString(),
    principal,
    endpoint,
    action,
    objectType: OBJECT_TYPES[lock.kind],
    recordId15: null,
    changes: [],
    match: null,
    detail: { otherRecordIds15: [], signInLock: lock },
  });

/**
 * Puts each new lock in the audit trail under the account it locks out, so the trail of one principal shows the
 * addresses that failed to sign in as it. The throttle sits below the audit trail, so app.ts hands it this.
 */
export const auditSignInLock =
  (db: Kysely<Database>) =>
  async ({ subject, source, endpoint }: NewLock) => {
    const account = accountOf(subject);
    await auditLockEvent(db, 'SIGN_IN_LOCKED', { principal: account.name, endpoint }, { ...account, source });
  };

/** Admins see who is locked out of signing in from where, and lift a lock before it runs out. */
export async function signInLockRoutes(
  app: FastifyInstance,
  {
    db,
    guards,
    signInThrottle,
  }: { db: Kysely<Database>; guards: AuthGuards; signInThrottle: SignInThrottle },
) {
  const onRequest = [guards.authenticate, guards.requireRole('admin')];
  /** Locks name accounts and addresses, never records: no licence seat needed, like the rest of administration. */
  const noRecordData = { recordData: false } as const;
  const tags = ['administration'];

  app.get(
    apiPaths.signInLocks,
    {
      onRequest,
      config: noRecordData,
      schema: {
        tags,
        summary: 'List sign-in locks',
        description:
          'The user names and confidential clients locked out of signing in from one address by repeated ' +
          'failures there, with the address and when each lock ends by itself. From other addresses the account ' +
          'still signs in. Needs the admin role.',
        response: { 200: SignInLockList, ...errorResponses(401, 403) },
      },
    },
    async () => ({ locks: await signInThrottle.locks() }),
  );

  app.post<{ Body: SignInLockKey }>(
    apiPaths.signInLockLift,
    {
      onRequest,
      config: noRecordData,
      schema: {
        tags,
        summary: 'Lift a sign-in lock',
        description:
          'Ends the lock of an account from an address at once, with its count of failures there; the audit ' +
          'trail records who lifted it. 404 when no such lock is in force. Needs the admin role.',
        body: SignInLockKey,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const lock = request.body;
      if (!(await signInThrottle.lift({ subject: subjectOf(lock), source: lock.source }))) {
        throw new ApiError(404, 'NOT_FOUND', `${lock.name} is not locked out from ${lock.source}`);
      }
      const admin = { principal: request.principal!.subject, endpoint: `POST ${apiPaths.signInLockLift}` };
      await auditLockEvent(db, 'SIGN_IN_LOCK_LIFTED', admin, {
        ...lock,
        name: accountOf(subjectOf(lock)).name,
      });
      request.log.info({ account: lock.name, source: lock.source }, 'sign-in lock lifted');
      return reply.code(204).send();
    },
  );
}
