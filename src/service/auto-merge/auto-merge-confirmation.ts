import type { Kysely } from 'kysely';
import type { AutoMergeRehearsal } from '../../contract/auto-merge-rehearsal';
import type { JobInput } from '../../contract/jobs';
import { recordAuditEvent } from '../audit/audit-store';
import { InputProblem } from '../input/input-problem';
import type { Database } from '../storage/schema';
import { rehearseAutoMerge, type RehearsalDependencies } from './auto-merge-rehearsal';

/**
 * Rehearses a job's auto-merge before it is saved (started, or scheduled). One that falls short — below the
 * admin's minimum precision, unknown, or on too few decided pairs — is refused unless `autoMerge.confirmed`; the
 * rehearsal of one confirmed so is answered, for the caller to audit once the job or schedule exists.
 */
export async function checkAutoMerge(
  deps: RehearsalDependencies,
  job: JobInput,
): Promise<AutoMergeRehearsal | undefined> {
  if (!job.autoMerge || job.crossObjectType !== undefined) return undefined;
  const rehearsal = await rehearseAutoMerge(deps, job, { lastJob: false });
  if (!rehearsal.needsConfirmation) return undefined;
  if (job.autoMerge.confirmed !== true) {
    throw new InputProblem(
      'autoMerge.confirmed',
      `an auto-merge at ${job.autoMerge.minScore} falls short on the stewards' decisions: ` +
        `${rehearsal.reasons.join('; ')}. Confirm it to save it anyway`,
    );
  }
  return rehearsal;
}

/** Audits a confirmed auto-merge that fell short, with the figures it was confirmed on. */
export async function auditConfirmedAutoMerge(
  db: Kysely<Database>,
  rehearsal: AutoMergeRehearsal,
  objectType: string,
  actor: { principal: string; endpoint: string },
  subject: { jobId: string } | { schedule: { id: string; name: string } },
): Promise<void> {
  await recordAuditEvent(db, {
    at: new Date().toISOString(),
    principal: actor.principal,
    endpoint: actor.endpoint,
    action: 'AUTO_MERGE_CONFIRMED',
    objectType,
    recordId15: null,
    changes: [
      { field: 'minScore', before: null, after: rehearsal.minScore },
      { field: 'precision', before: null, after: rehearsal.precision.value },
      { field: 'minimumPrecision', before: null, after: rehearsal.minimumPrecision },
      { field: 'decidedPairs', before: null, after: rehearsal.mergedPairs + rehearsal.notDuplicatePairs },
    ],
    match: null,
    detail: { otherRecordIds15: [], ...subject },
  });
}
