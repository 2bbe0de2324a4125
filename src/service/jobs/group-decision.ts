import type { Kysely } from 'kysely';
import { findRecords } from '../records/record-store';
import { decideNotDuplicates, type Decider, type DecisionRow } from '../review/not-duplicate-store';
import type { Database } from '../storage/schema';
import { reviewGroup } from './job-groups';

/**
 * Decides, inside the caller's transaction, that an open group's records (those still stored) are not duplicates,
 * and marks the group NOT_DUPLICATE; a group reviewed already is a conflict (409). Answers the decisions.
 */
export async function decideGroupNotDuplicate(
  trx: Kysely<Database>,
  jobId: string,
  groupId: string,
  decider: Decider,
): Promise<DecisionRow[]> {
  const group = await reviewGroup(trx, jobId, groupId, 'NOT_DUPLICATE', decider.principal);
  const stored = await findRecords(trx, group.recordIds15);
  if (stored.length < 2) return [];
  return decideNotDuplicates(trx, group.recordType, stored, decider);
}
