import { describe, expect, it } from 'vitest';
import type { FieldOutcome, ScenarioPlan } from '../scoring/score-scenario';
import { trainModel, type TrainingPairs } from './train-model';
import { Shared } from './match-model';

const planOf = (...fields: [name: string, shared: boolean][]) =>
  ({
    fields: fields.map(([field, shared]) => ({ field, shared: shared ? Shared.place : Shared.no })),
  }) as unknown as ScenarioPlan;
const plan = planOf(['Email', false], ['City', true]);

/** A pair as training reads it: each field's evidence and score (and whether its guard held the pair apart). */
const pair = (...scores: (number | null | { guarded: number })[]) =>
  scores.map((score) =>
    score === null
      ? { evidence: 'MISSING', result: { score: 0 }, guardFired: false }
      : typeof score === 'number'
        ? { evidence: 'COMPARED', result: { score }, guardFired: false }
        : { evidence: 'COMPARED', result: { score: score.guarded }, guardFired: true },
  ) as unknown as FieldOutcome[];

/** Deterministic "randomness": one pair in 1/share agrees. */
const agreesIn = (i: number, share: number) => i % Math.round(1 / share) === 0;

describe('training a model without labels', () => {
  // E-mails agree between two people 1 time in 200, cities 1 in 10; one person's records agree 9 in 10 and 3 in 4.
  const random = Array.from({ length: 4000 }, (_, i) =>
    pair(agreesIn(i, 1 / 200) ? 100 : 0, agreesIn(i + 3, 1 / 10) ? 100 : 0),
  );
  const duplicates = Array.from({ length: 300 }, (_, i) =>
    pair(i % 10 === 0 ? 0 : 100, i % 4 === 0 ? 0 : 100),
  );
  const others = Array.from({ length: 700 }, (_, i) => pair(0, i % 10 === 0 ? 100 : i % 10 === 1 ? null : 0));
  const pairs: TrainingPairs = {
    random,
    blocked: [...duplicates, ...others],
    searchedRecords: 500,
    records: 1000,
  };
  const model = trainModel(plan, pairs, new Date('2026-11-25T00:00:00Z'));
  const [email, city] = model.fields;

  it('counts u from the random pairs', () => {
    expect(email!.u[4]).toBeCloseTo(1 / 200, 2);
    expect(city!.u[4]).toBeCloseTo(1 / 10, 2);
  });

  it('finds m by expectation–maximisation over the blocked pairs', () => {
    expect(email!.m[4]).toBeGreaterThan(0.8);
    expect(city!.m[4]).toBeGreaterThan(0.6);
    expect(city!.m[4]).toBeLessThan(0.9);
  });

  it('spreads the duplicates found over every pair of records for its prior', () => {
    // About 300 duplicate pairs among the blocked, found from half the records: about 400 in all, of 499,500 pairs.
    expect(model.prior).toBeGreaterThan(300 / 499_500);
    expect(model.prior).toBeLessThan(600 / 499_500);
    expect(model).toMatchObject({
      trainedAt: '2026-11-25T00:00:00.000Z',
      randomPairs: 4000,
      blockedPairs: 1000,
    });
  });

  it('learns one person entered twice, not housemates: a guarded pair is two people, a shared address one fact', () => {
    // Housemates agree on street, city and phone and differ in given name (which the scenario guards); one person's
    // records agree on everything. Housemates outnumber the duplicates four to one among the blocked pairs.
    const household = planOf(['FirstName', false], ['Street', true], ['City', true], ['Phone', true]);
    const chance = Array.from({ length: 4000 }, (_, i) =>
      pair(agreesIn(i, 1 / 50) ? 100 : 0, agreesIn(i, 1 / 500) ? 100 : 0, agreesIn(i, 1 / 20) ? 100 : 0, 0),
    );
    const housemates = Array.from({ length: 800 }, () => pair({ guarded: 0 }, 100, 100, 100));
    const twice = Array.from({ length: 200 }, (_, i) => pair(100, 100, 100, i % 2 === 0 ? 100 : 0));
    const [firstName] = trainModel(household, {
      random: chance,
      blocked: [...housemates, ...twice],
      searchedRecords: 500,
      records: 1000,
    }).fields;
    // A given name that differs is strong evidence of two people, not what one person's records mostly show.
    expect(firstName!.m[0]).toBeLessThan(0.05);
    expect(firstName!.m[4]).toBeGreaterThan(0.9);
  });
});
