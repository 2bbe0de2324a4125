import type { FieldExplanation, ScenarioExplanation } from '../../../contract/explain';

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

/**
 * What the score is, when it is not the plain weighted mean of the fields' scores: a model's match probability, or
 * the weighted mean calibrated to the scenario's model (shown, since the field scores add up to it, not to the score).
 */
export function scoreBasis(
  explanation: Pick<ScenarioExplanation, 'scoreMethod' | 'calibrated' | 'weightedMean'>,
): string | null {
  if (explanation.scoreMethod === 'PROBABILISTIC')
    return 'Match probability of a model learned from the records';
  return explanation.calibrated
    ? `Weighted mean ${explanation.weightedMean}, calibrated by a model learned from the records`
    : null;
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
