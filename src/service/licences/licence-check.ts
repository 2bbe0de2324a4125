import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { hasLicenceSeat } from './licence-store';

/**
 * Whether a principal holds a licence seat, asked on every licensed request. With a store that tells when it may
 * have changed (Store.changes) the answers are remembered until then, so a seat assigned or revoked counts from the
 * next request all the same; without it every request reads the seat.
 */
export function licenceCheck(db: Kysely<Database>, changes?: () => string) {
  const known = new Map<string, boolean>();
  let knownAt: string | undefined;
  return async (principal: string): Promise<boolean> => {
    const now = changes?.();
    if (now === undefined) return hasLicenceSeat(db, principal);
    if (now !== knownAt) {
      known.clear();
      knownAt = now;
    }
    let holds = known.get(principal);
    if (holds === undefined) {
      holds = await hasLicenceSeat(db, principal);
      // Read after `now`: a write meanwhile moves `changes`, and the next request asks again.
      known.set(principal, holds);
    }
    return holds;
  };
}

export type LicenceCheck = ReturnType<typeof licenceCheck>;
