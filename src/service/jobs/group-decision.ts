import type { Kysely } from 'kysely';
import { findRecords } from '../records/record-store';
import {
  decideNotDuplicates,
  decisionsOfVerdict,
  withdrawDecision,
  type Decider,
  type DecisionRow,
} from '../decisions/not-duplicate-store';
import type { Database } from '../storage/schema';
import { reopenGroup, reviewGroup } from './job-groups';

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
  // The group and its decisions share the moment, which is how withdrawing the verdict finds them.
  const at = new Date().toISOString();
  const group = await reviewGroup(trx, jobId, groupId, 'NOT_DUPLICATE', decider.principal, at);
  const stored = await findRecords(trx, group.recordIds15);
  if (stored.length < 2) return [];
  return decideNotDuplicates(trx, group.recordType, stored, { ...decider, at });
}

/**
 * Withdraws a group's not-a-duplicate verdict inside the caller's transaction: the decisions it made are withdrawn
 * and the group is open for review again. Answers how many decisions were withdrawn.
 */
export async function withdrawGroupDecision(
  trx: Kysely<Database>,
  jobId: string,
  groupId: string,
  withdrawer: Decider,
): Promise<number> {
  const group = await reopenGroup(trx, jobId, groupId);
  const decisions = await decisionsOfVerdict(trx, group.recordIds15, group.reviewedBy, group.reviewedAt);
  for (const decision of decisions) await withdrawDecision(trx, decision, withdrawer);
  return decisions.length;
}
