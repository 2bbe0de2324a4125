import { checkFieldValue, requiredProblem } from '../../../contract/field-values';
import type { EditableField } from './editable-fields';
import type { FieldEntry } from './upsert-form-values';

/** Problems that read as the rest of a sentence about the field: "is required…", "expects a number…". */
const PREDICATE = /^(is|expects|has) /;

/**
 * A problem as shown at its field. The shared rules word a problem as the tail of "Field: problem": one that is a
 * predicate is completed by the field's label ("Last Name is required for a Lead"), one that quotes the value
 * ("'x' is not a valid e-mail address") or names its own subject ("no Campaign has the id …") reads on its own.
 */
export function fieldMessage(label: string, problem: string): string {
  if (PREDICATE.test(problem)) return `${label} ${problem}`;
  return problem.charAt(0).toUpperCase() + problem.slice(1);
}

const isBlank = (entry: FieldEntry | undefined) =>
  entry === null || entry === undefined || entry.trim() === '';

/**
 * The browser's check of one entry, with the rules the service applies (`checkFieldValue`) plus the required
 * flag; undefined when the entry is fine.
 */
export function checkEntry(field: EditableField, entry: FieldEntry | undefined): string | undefined {
  if (isBlank(entry))
    return field.required ? fieldMessage(field.label, requiredProblem(field.typeLabel)) : undefined;
  const checked = checkFieldValue(field.rule, entry!);
  return checked.ok ? undefined : fieldMessage(field.label, checked.problem);
}

/** The duplicate score as sent: a number from 0 to 100, or undefined for the scenarios' thresholds. */
export function parseDuplicateScore(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

export function checkDuplicateScore(text: string): string | undefined {
  const score = parseDuplicateScore(text);
  if (score === undefined) return undefined;
  return Number.isFinite(score) && score >= 0 && score <= 100
    ? undefined
    : 'Enter a score from 0 to 100, or leave it empty for the scenarios’ thresholds.';
}
