import { Alert, AlertTitle } from '@mui/material';
import type { LoneField } from './lone-fields';

/**
 * Says which fields can make two records duplicates by themselves, in the steward's words, and what to change: a
 * name shared by two branches or two people of one family then joins them.
 */
export function LoneFieldsWarning({
  lone,
  labelOf,
}: {
  lone: readonly LoneField[];
  labelOf: (field: string) => string;
}) {
  if (lone.length === 0) return null;
  const needed = Math.max(...lone.map((field) => field.minimumEvidenceNeeded));
  const names = lone.map((field) => `“${labelOf(field.field)}”`);
  const listed = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      <AlertTitle>{lone.length === 1 ? 'One field decides alone' : 'Fields that decide alone'}</AlertTitle>
      {listed} {lone.length === 1 ? 'fills' : 'each fill'} the minimum evidence by{' '}
      {lone.length === 1 ? 'itself' : 'themselves'}: two records that agree on{' '}
      {lone.length === 1 ? 'it' : 'one'} and have nothing else filled are duplicates. Set the minimum evidence
      to {needed} % or more, or give the other fields more weight, so that a second field must agree too.
    </Alert>
  );
}
