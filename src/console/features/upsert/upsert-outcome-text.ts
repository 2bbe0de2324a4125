import type { PotentialDuplicateRef, UpsertDataOutput } from '../../../contract/upsert';

type Output = Pick<UpsertDataOutput, 'isSuccess' | 'isCreated' | 'errorMessage'>;

export type OutcomeKind = 'Created' | 'Updated' | 'Failed';

export const outcomeKind = (output: Output): OutcomeKind =>
  !output.isSuccess ? 'Failed' : output.isCreated ? 'Created' : 'Updated';

/** One sentence for a record's result, e.g. "Lead updated." or "Lead not saved: Email: …". */
export function outcomeSentence(output: Output, typeLabel: string): string {
  switch (outcomeKind(output)) {
    case 'Created':
      return `${typeLabel} created.`;
    case 'Updated':
      return `${typeLabel} updated.`;
    default:
      return `${typeLabel} not saved: ${output.errorMessage ?? 'the service gave no reason'}.`;
  }
}

/** What the status region announces when an upsert has answered: the record's result and the related list's. */
export function upsertAnnouncement(output: UpsertDataOutput, typeLabel: string): string {
  const related = output.relatedList;
  if (related.length === 0) return outcomeSentence(output, typeLabel);
  const failed = related.filter((entry) => !entry.isSuccess).length;
  const saved = related.length - failed;
  const tally = [saved > 0 ? `${saved} saved` : '', failed > 0 ? `${failed} not saved` : '']
    .filter(Boolean)
    .join(', ');
  return `${outcomeSentence(output, typeLabel)} Related records: ${tally}.`;
}

/**
 * Why a possible duplicate was logged rather than updated, when the service says: a guard held it apart, or the
 * input fits another person's record as well. Empty for a plain match of a scenario that only reports.
 */
export function duplicateReason(
  duplicate: PotentialDuplicateRef,
  fieldLabel: (field: string) => string,
): string {
  if (duplicate.heldApartBy) return `another person by ${fieldLabel(duplicate.heldApartBy)}`;
  const others = duplicate.ambiguousWith?.length ?? 0;
  if (others > 0)
    return `could as well be ${others === 1 ? 'another person’s record' : `${others} other people’s records`}`;
  return '';
}
