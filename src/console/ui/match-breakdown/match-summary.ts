import type { FieldExplanation, ScenarioExplanation } from '../../../contract/explain';
import { formatSynonymMatch } from './breakdown-format';

/** A field score from which two values count as the same, and as close. */
const SAME = 100;
const CLOSE = 80;

const joined = (labels: readonly string[]) =>
  labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;

/** What one field said, in words; undefined for a field that said nothing (empty on a side). */
function fieldOutcome(
  field: FieldExplanation,
  label: string,
): { kind: 'same' | 'other'; text: string } | undefined {
  if (field.evidence === 'MISSING') return undefined;
  if (field.guardFired) return { kind: 'other', text: `${label} differs, which holds them apart` };
  if (field.synonymMatches.length > 0) {
    const pairs = field.synonymMatches.map(formatSynonymMatch).join(', ');
    return { kind: 'other', text: `${label} a nickname (${pairs})` };
  }
  if (field.score >= SAME) return { kind: 'same', text: label };
  if (field.score >= CLOSE) return { kind: 'other', text: `${label} close` };
  return { kind: 'other', text: `${label} differs` };
}

/**
 * A match in one line, from its fields' outcomes: "same Email and Last Name; First Name a nickname (bill = william);
 * Company differs". Fields empty on either side are left out: they said nothing.
 */
export function matchSummary(explanation: ScenarioExplanation, labels: ReadonlyMap<string, string>): string {
  const outcomes = explanation.fields.flatMap((field) => {
    const outcome = fieldOutcome(field, labels.get(field.field) ?? field.field);
    return outcome ? [outcome] : [];
  });
  const same = outcomes.filter(({ kind }) => kind === 'same').map(({ text }) => text);
  const parts = [
    ...(same.length > 0 ? [`same ${joined(same)}`] : []),
    ...outcomes.filter(({ kind }) => kind === 'other').map(({ text }) => text),
  ];
  return parts.length > 0 ? parts.join('; ') : 'no field to compare';
}
