import type { MatchModel } from '../../../contract/scenarios';

/**
 * A Fellegi–Sunter model of one scenario (scoreMethod PROBABILISTIC; the wire shape is the contract's): for each
 * field and agreement level, how likely that level is between two records of one person (m) and of different people
 * (u), and how likely a pair is one person before any field is compared (prior). Stored with the scenario.
 */
export type { MatchModel };
export type FieldModel = MatchModel['fields'][number];

/**
 * Agreement levels of a field score: 0 different, 1 faint (50–74), 2 alike (75–89), 3 close (90–99), 4 equal. A
 * field empty or a placeholder on either side has no level: it says nothing for or against.
 */
export type AgreementLevel = 0 | 1 | 2 | 3 | 4;

/**
 * What a field of a pair says: both values compared, a placeholder on either side (weak), or a value missing. The
 * model and the scenario's score both read it, so it lives below both.
 */
export type Evidence = 'COMPARED' | 'WEAK' | 'MISSING';
export const LEVELS = 5;

export function agreementLevel(evidence: Evidence, score: number): AgreementLevel | null {
  if (evidence !== 'COMPARED') return null;
  if (score === 100) return 4;
  if (score >= 90) return 3;
  if (score >= 75) return 2;
  return score >= 50 ? 1 : 0;
}

/** The most a value's commonness takes from the evidence of equal values, in bits. */
export const MAX_FREQUENCY_BITS = 4;

/**
 * A field's weight of evidence in bits, log2(m / u) at its level. Equal values count less when the value is common:
 * `termFrequency` is the bounded factor of match-index/term-frequencies.ts, (chance agreement ÷ share of the
 * value)^¼, so 4·log2 of it is Splink's adjustment log2(u ÷ share), here never more than 4 bits down.
 */
export function fieldBits(model: FieldModel, level: AgreementLevel, termFrequency: number): number {
  const bits = Math.log2(model.m[level]! / model.u[level]!);
  return level === LEVELS - 1
    ? bits + Math.max(-MAX_FREQUENCY_BITS, Math.min(0, 4 * Math.log2(termFrequency)))
    : bits;
}

/** A field's evidence in bits under a model: 0 when it has no agreement level (missing, a placeholder). */
export function evidenceBits(
  model: FieldModel,
  evidence: Evidence,
  score: number,
  termFrequency: number,
): number {
  const level = agreementLevel(evidence, score);
  return level === null ? 0 : fieldBits(model, level, termFrequency);
}

/**
 * Who else a field's value may belong to, so that agreeing on it is not evidence of its own (pairBits): nobody; the
 * people of one household or workplace, or the organisations of one building or town (`place`: an address's street,
 * city and postcode, a home phone, an employer; see MatchMethodDefinition.shared); or, in a scenario about
 * organisations, the branches of one chain and the companies of one group (`brand`: a name and a website; see
 * MatchMethodDefinition.organisationEvidence).
 */
export const Shared = { no: 0, place: 1, brand: 2 } as const;
export type Shared = (typeof Shared)[keyof typeof Shared];

/**
 * The evidence of a pair's fields in bits, by position: their sum, except that the agreements of the fields of one
 * kind of `shared` count once, as the largest of them. Those agreements come together (one household has one street,
 * city, postcode and phone; a chain's branches one name and one website), so adding them up would count one fact
 * two to four times, enough to make two housemates one person whatever their names and birth dates say, or two
 * branches one account whatever their addresses say. Disagreements still add up.
 */
export function pairBits(bits: ArrayLike<number>, shared: ArrayLike<Shared>): number {
  let sum = 0;
  let place = 0;
  let brand = 0;
  for (let i = 0; i < bits.length; i++) {
    const one = bits[i]!;
    const kind = shared[i];
    if (one > 0 && kind === Shared.place) place = Math.max(place, one);
    else if (one > 0 && kind === Shared.brand) brand = Math.max(brand, one);
    else sum += one;
  }
  return sum + place + brand;
}

/** The match probability, 0–100 and whole as every score, of a pair whose fields say `bits` of evidence in all. */
export function probabilityScore(prior: number, bits: number): number {
  const odds = Math.log2(prior / (1 - prior)) + bits;
  return Math.round(100 / (1 + 2 ** -odds));
}
