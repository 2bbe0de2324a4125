import type { ExplainedResult, FieldExplanation, ScenarioExplanation } from '../../../contract/explain';
import type { SObjectRecord } from '../../../contract/records';
import { formatValue, isRecord, recordName, text } from '../../ui/record-text';
import type { SearchField } from './search-fields';

/** A form field's value in a result; a lookup id shows the looked-up record's name when the result carries it. */
export function fieldValue(
  record: SObjectRecord,
  field: Pick<SearchField, 'name' | 'relationshipName'>,
): string {
  const related = field.relationshipName ? record[field.relationshipName] : undefined;
  if (isRecord(related) && text(related.Name)) return text(related.Name);
  return formatValue(record[field.name]);
}

/** The synonym match `jenny=jennifer` as the chip reads it: `jenny = jennifer`. */
export function formatSynonymMatch(match: string): string {
  const at = match.indexOf('=');
  return at < 0 ? match : `${match.slice(0, at).trim()} = ${match.slice(at + 1).trim()}`;
}

type Verdict = Pick<ScenarioExplanation, 'verdict' | 'threshold' | 'comparedWeight' | 'requiredWeight'> & {
  fields: readonly Pick<FieldExplanation, 'field' | 'guardFired'>[];
};

const weightText = (weight: number) => String(Math.round(weight * 100) / 100);

/** A scenario's verdict, in words a steward reads next to its score; field labels by API name where known. */
export function scenarioStatus(
  explanation: Verdict,
  labels: ReadonlyMap<string, string> = new Map(),
): string {
  switch (explanation.verdict) {
    case 'DUPLICATE':
      return `reached threshold ${explanation.threshold}`;
    case 'BELOW_THRESHOLD':
      return `below threshold ${explanation.threshold}`;
    case 'NOT_ENOUGH_EVIDENCE':
      return explanation.comparedWeight === 0
        ? 'not enough evidence: none of its weighted fields is filled on both sides'
        : `not enough evidence: ${weightText(explanation.comparedWeight)} of the ${weightText(explanation.requiredWeight)} weight needed was compared`;
    case 'GUARDED': {
      const fields = explanation.fields
        .filter((field) => field.guardFired)
        .map((field) => labels.get(field.field) ?? field.field);
      return `held apart: ${fields.join(' and ')} clearly ${fields.length > 1 ? 'differ' : 'differs'}, so these are different people`;
    }
  }
}

/** The accessible value of a score bar, e.g. "96 of 100, reached threshold 75". */
export function scoreValueText(score: number, explanation?: Verdict) {
  return explanation ? `${score} of 100, ${scenarioStatus(explanation)}` : `${score} of 100`;
}

/** A field's weight of evidence under a trained model, signed: "+6.2 bits", "−3.1 bits". */
export function formatBits(bits: number): string {
  const rounded = Math.round(bits * 10) / 10;
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : ''}${Math.abs(rounded).toFixed(1)} bits`;
}

/** How a field counted, in words: its weight as configured and as counted. */
export function evidenceText(
  field: Pick<FieldExplanation, 'evidence' | 'weight' | 'countedWeight' | 'termFrequency'>,
): string {
  const rarity = field.termFrequency === 1 ? '' : ` × ${field.termFrequency.toFixed(2)} (common value)`;
  switch (field.evidence) {
    case 'COMPARED':
      return `${weightText(field.weight)}${rarity}`;
    case 'WEAK':
      return `${weightText(field.countedWeight)} of ${weightText(field.weight)} (placeholder)${rarity}`;
    case 'MISSING':
      return `0 of ${weightText(field.weight)} (empty)`;
  }
}

/** The search values in a sentence: `First Name “Jenny”, Email “j@x.com”`. */
export function summariseInput(
  objectData: Readonly<Record<string, string | null>>,
  fields: readonly SearchField[],
) {
  const labels = new Map(fields.map((field) => [field.name, field.label]));
  return Object.entries(objectData)
    .filter(([, value]) => value)
    .map(([name, value]) => `${labels.get(name) ?? name} “${value}”`)
    .join(', ');
}

export type SortKey = 'score' | 'name' | `field:${string}`;
export type SortDirection = 'asc' | 'desc';
export interface ResultSort {
  key: SortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: ResultSort = { key: 'score', direction: 'desc' };

/**
 * Results in table order. Ties fall back to the score (highest first), then the name, so the order is stable
 * whatever the service answered.
 */
export function sortResults(
  results: readonly ExplainedResult[],
  sort: ResultSort,
  fields: readonly SearchField[] = [],
): ExplainedResult[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const field = sort.key.startsWith('field:')
    ? fields.find((candidate) => `field:${candidate.name}` === sort.key)
    : undefined;
  const byName = (a: ExplainedResult, b: ExplainedResult) =>
    recordName(a.objectData).localeCompare(recordName(b.objectData));
  const primary = (a: ExplainedResult, b: ExplainedResult): number => {
    if (sort.key === 'score') return a.score - b.score;
    if (sort.key === 'name') return byName(a, b);
    if (!field) return 0;
    const [left, right] = [fieldValue(a.objectData, field), fieldValue(b.objectData, field)];
    // Empty values go last whichever way the column is sorted.
    if (!left || !right) return left ? -sign : right ? sign : 0;
    return left.localeCompare(right);
  };
  return [...results].sort((a, b) => sign * primary(a, b) || b.score - a.score || byName(a, b));
}

export interface RecordEntry {
  name: string;
  label: string;
  value: string;
}

/**
 * Every field of a record for its detail view: in describe order with describe labels, then fields describe does not
 * list; a nested lookup (Account) follows its id field under the relationship's name.
 */
export function recordEntries(
  record: SObjectRecord,
  describeFields: readonly { name: string; label: string }[] = [],
): RecordEntry[] {
  const names = Object.keys(record).filter((name) => name !== 'attributes');
  const labels = new Map(describeFields.map((field) => [field.name, field.label]));
  const position = new Map(describeFields.map((field, index) => [field.name, index]));
  const rank = (name: string) => position.get(name) ?? position.get(`${name}Id`) ?? Number.MAX_SAFE_INTEGER;
  return names
    .map((name, index) => ({ name, index }))
    .sort(
      (a, b) =>
        rank(a.name) - rank(b.name) ||
        (labels.has(a.name) ? 0 : 1) - (labels.has(b.name) ? 0 : 1) ||
        a.index - b.index,
    )
    .map(({ name }) => ({ name, label: labels.get(name) ?? name, value: formatValue(record[name]) }));
}
