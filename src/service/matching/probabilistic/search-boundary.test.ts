import { describe, expect, it } from 'vitest';
import type { FieldOutcome, ScenarioPlan } from '../scoring/score-scenario';
import type { MatchModel } from './match-model';
import { SEARCH_CALIBRATION_RULES } from '../../../contract/scenarios';
import { searchBoundary, searchCalibration } from './search-boundary';

const plan = {
  minimumEvidence: 50,
  fields: [{ field: 'Name', weight: 1, method: {} }],
} as unknown as ScenarioPlan;

/** A model whose bits per level (0 different … 4 equal) are given: with this prior, a pair is one person from +6.6. */
const modelOf = (bits: number[]): MatchModel => ({
  prior: 0.01,
  fields: [{ field: 'Name', m: bits.map((one) => 2 ** one / 100), u: bits.map(() => 1 / 100) }],
  trainedAt: '2026-11-29T00:00:00.000Z',
  randomPairs: 0,
  blockedPairs: 0,
});
/** One person from "alike" (75–89) up, as names that agree that well mostly are. */
const model = modelOf([-10, -5, 8, 10, 12]);

const pair = (score: number, { guarded = false, missing = false } = {}) =>
  [
    {
      evidence: missing ? 'MISSING' : 'COMPARED',
      result: { score },
      weight: missing ? 0 : 1,
      termFrequency: 1,
      guardFired: guarded,
    },
  ] as unknown as FieldOutcome[];
const pairs = (count: number, score: number, options?: Parameters<typeof pair>[1]) =>
  Array.from({ length: count }, () => pair(score, options));

/** The boundary the pairs place under `trained`, or null. */
const boundaryOf = (trained: MatchModel, blocked: FieldOutcome[][]) =>
  searchBoundary(searchCalibration(plan, trained, blocked));

describe('the boundary a SEARCH score is calibrated to', () => {
  const separated = [...pairs(20, 60), ...pairs(20, 70), ...pairs(20, 80), ...pairs(20, 95)];

  it('is the lowest weighted mean that separates the pairs the model calls one person from the rest', () => {
    // Nothing lies between 70 and 80: every threshold from 71 to 80 separates them alike.
    expect(boundaryOf(model, separated)).toBe(71);
  });

  it('follows the pairs nearest the line: just above two people the model calls two, at 74', () => {
    expect(boundaryOf(model, [...separated, ...pairs(2, 74), ...pairs(1, 76)])).toBe(75);
  });

  it('leaves out pairs a guard holds apart and pairs that share too little, as a search does', () => {
    const ignored = [...pairs(30, 72, { guarded: true }), ...pairs(30, 72, { missing: true })];
    expect(boundaryOf(model, [...separated, ...ignored])).toBe(71);
  });

  it('is unknown when too few pairs fall on either side', () => {
    const few = SEARCH_CALIBRATION_RULES.minimumPairs - 1;
    expect(boundaryOf(model, [...pairs(few, 95), ...pairs(50, 60)])).toBeNull();
    expect(boundaryOf(model, [...pairs(50, 95), ...pairs(few, 60)])).toBeNull();
  });

  it('is unknown when the model puts it far from 70', () => {
    const onlyEqual = modelOf([-10, -5, -3, -1, 12]);
    expect(boundaryOf(onlyEqual, [...pairs(20, 99), ...pairs(20, 100)])).toBeNull();
    // Faint agreement (50–74) is one person to this model.
    const loose = modelOf([-10, 8, 9, 10, 12]);
    expect(boundaryOf(loose, [...pairs(20, 20), ...pairs(20, 52), ...pairs(20, 100)])).toBeNull();
    expect(boundaryOf(loose, [...pairs(20, 48), ...pairs(20, 52), ...pairs(20, 100)])).toBe(49);
    expect(SEARCH_CALIBRATION_RULES.lowestBoundary).toBeLessThan(49);
  });

  it('is unknown when no weighted mean agrees well with the model on which pairs are one person', () => {
    // Alike (75–89) is two people to this model, but faint and close agreement one: no threshold separates them.
    const contrary = modelOf([-10, 8, -8, 10, 12]);
    const mixed = [...pairs(20, 45), ...pairs(20, 60), ...pairs(20, 80), ...pairs(20, 100)];
    expect(boundaryOf(contrary, mixed)).toBeNull();
    // The same pairs without those in between are separated at 46.
    expect(boundaryOf(contrary, [...pairs(20, 45), ...pairs(20, 60), ...pairs(20, 100)])).toBe(46);
  });

  it('says what it saw, so that a scenario left uncalibrated can say why', () => {
    const contrary = modelOf([-10, 8, -8, 10, 12]);
    const mixed = [...pairs(20, 45), ...pairs(20, 60), ...pairs(20, 80), ...pairs(20, 100)];
    const calibration = searchCalibration(plan, contrary, mixed);
    // One person to this model: the pairs at 60 (faint agreement) and 100; two people: those at 45 and 80.
    expect(calibration).toMatchObject({ pairsAlike: 40, pairsApart: 40 });
    expect(calibration.agreement).toBeLessThan(SEARCH_CALIBRATION_RULES.minimumAgreement);
    expect(searchCalibration(plan, model, separated)).toEqual({
      pairsAlike: 40,
      pairsApart: 40,
      bestMean: 71,
      agreement: 1,
    });
  });
});
