import type { UpsertDataOutput } from '../../../contract/upsert';

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
