import type { Import, ImportOutcome, ImportStatus, OutcomeCounts } from '../../../contract/imports';

/** An import's status as stewards read it. */
export const IMPORT_STATUS_LABELS: Record<ImportStatus, string> = {
  UPLOADED: 'Uploaded',
  CHECKING: 'Checking',
  CHECKED: 'Checked',
  RUNNING: 'Importing',
  DONE: 'Done',
  CANCELLED: 'Cancelled',
  FAILED: 'Failed',
  UNDONE: 'Undone',
};

export const IMPORT_STATUS_COLORS = {
  UPLOADED: 'default',
  CHECKING: 'primary',
  CHECKED: 'secondary',
  RUNNING: 'primary',
  DONE: 'success',
  CANCELLED: 'default',
  FAILED: 'error',
  UNDONE: 'default',
} as const satisfies Record<ImportStatus, string>;

export const OUTCOMES = [
  'CREATE',
  'UPDATE',
  'REVIEW',
  'SKIP',
  'ERROR',
] as const satisfies readonly ImportOutcome[];

/** An outcome's name, as the dry run (what will happen) and the report (what happened) say it. */
export const OUTCOME_LABELS: Record<ImportOutcome, { planned: string; done: string }> = {
  CREATE: { planned: 'New', done: 'Created' },
  UPDATE: { planned: 'Update', done: 'Updated' },
  REVIEW: { planned: 'New, to review', done: 'Created, to review' },
  SKIP: { planned: 'Skip', done: 'Skipped' },
  ERROR: { planned: 'Error', done: 'Errors' },
};

/** The steps of an import, in order, as the wizard shows them. */
export const IMPORT_STEPS = ['Upload', 'Mapping', 'Dry run', 'Import', 'Report'] as const;
export type ImportStep = 'mapping' | 'checking' | 'checked' | 'running' | 'report';

/** The step an import's page shows: it follows from the status, so Back and a reload land on the same step. */
export function importStep(imported: Pick<Import, 'status' | 'appliedAt'>): ImportStep {
  switch (imported.status) {
    case 'UPLOADED':
      return 'mapping';
    case 'CHECKING':
      return 'checking';
    case 'CHECKED':
      return 'checked';
    case 'RUNNING':
      return 'running';
    case 'FAILED':
      // A dry run that failed leaves the mapping to change; an import that failed has a report of what it wrote.
      return imported.appliedAt === null ? 'mapping' : 'report';
    default:
      return 'report';
  }
}

/** The index in IMPORT_STEPS of a step. */
export const STEP_INDEX: Record<ImportStep, number> = {
  mapping: 1,
  checking: 2,
  checked: 2,
  running: 3,
  report: 4,
};

const count = (value: number) => value.toLocaleString('en');

/** The rows an import writes: created, updated or created for review. */
export const rowsWritten = (counts: OutcomeCounts) => counts.CREATE + counts.UPDATE + counts.REVIEW;

/** Counts in one line, e.g. "3 new · 1 update · 1 error", leaving out the outcomes of no row. */
export function countsText(counts: OutcomeCounts, tense: 'planned' | 'done'): string {
  const parts = OUTCOMES.filter((outcome) => counts[outcome] > 0).map(
    (outcome) => `${OUTCOME_LABELS[outcome][tense]}: ${count(counts[outcome])}`,
  );
  return parts.length > 0 ? parts.join(' · ') : 'No rows';
}

/** Progress in one line, e.g. "1,200 of 2,000 rows · 350 rows/s · 3 s left". */
export function progressText({ status, progress }: Pick<Import, 'status' | 'progress'>): string {
  const parts = [`${count(progress.rowsDone)} of ${count(progress.rowsTotal)} rows`];
  const busy = status === 'CHECKING' || status === 'RUNNING';
  if (busy && progress.rowsPerSecond !== null)
    parts.push(`${count(Math.round(progress.rowsPerSecond))} rows/s`);
  if (busy && progress.secondsLeft !== null) parts.push(`${count(Math.ceil(progress.secondsLeft))} s left`);
  return parts.join(' · ');
}

/** The share of the rows done, 0–100. */
export const progressPercent = ({ progress }: Pick<Import, 'progress'>) =>
  progress.rowsTotal === 0 ? 100 : Math.round((progress.rowsDone / progress.rowsTotal) * 100);
