import { describe, expect, it } from 'vitest';
import {
  agreementLevel,
  fieldBits,
  MAX_FREQUENCY_BITS,
  pairBits,
  probabilityScore,
  Shared,
} from './match-model';

describe('agreement levels', () => {
  it('grade a compared field score, and give none to missing or weak evidence', () => {
    expect([100, 95, 90, 80, 75, 60, 50, 10, 0].map((score) => agreementLevel('COMPARED', score))).toEqual([
      4, 3, 3, 2, 2, 1, 1, 0, 0,
    ]);
    expect(agreementLevel('MISSING', 0)).toBeNull();
    expect(agreementLevel('WEAK', 100)).toBeNull();
  });
});

describe('weight of evidence', () => {
  const email = { field: 'Email', m: [0.1, 0.02, 0.02, 0.06, 0.8], u: [0.99, 0.005, 0.003, 0.001, 0.001] };

  it('is log2(m/u) at the level: strongly for one person on equal values, against on different ones', () => {
    expect(fieldBits(email, 4, 1)).toBeCloseTo(Math.log2(800), 9);
    expect(fieldBits(email, 0, 1)).toBeLessThan(-3);
  });

  it('takes from equal values by how common the value is, within its bound', () => {
    expect(fieldBits(email, 4, 0.5 ** 0.25)).toBeCloseTo(Math.log2(800) - 1, 9);
    expect(fieldBits(email, 4, 1e-6)).toBeCloseTo(Math.log2(800) - MAX_FREQUENCY_BITS, 9);
    expect(fieldBits(email, 3, 0.5)).toBe(fieldBits(email, 3, 1));
  });
});

describe("a pair's evidence", () => {
  it('adds up its fields, but counts what a household shares once, at its strongest', () => {
    // Given name, street, city, phone: the last three are shared by people who live together.
    const shared = [Shared.no, Shared.place, Shared.place, Shared.place];
    expect(pairBits([9, 11, 10, 12], shared)).toBe(9 + 12);
    // Disagreements still add up, shared or not.
    expect(pairBits([-8, 11, -3, 12], shared)).toBe(-8 + 12 - 3);
    expect(pairBits([4, 5], [Shared.no, Shared.no])).toBe(9);
  });

  it("counts an organisation's name and website once, apart from its address", () => {
    // Name, website, street, city: a chain's branches share the first two, the sites of one town the last two.
    const shared = [Shared.brand, Shared.brand, Shared.place, Shared.place];
    expect(pairBits([8, 10, 6, 3], shared)).toBe(10 + 6);
    expect(pairBits([8, 10, -6, -3], shared)).toBe(10 - 6 - 3);
  });
});

describe('match probability', () => {
  it('is the prior before any evidence, and follows the bits from there', () => {
    expect(probabilityScore(0.5, 0)).toBe(50);
    expect(probabilityScore(0.5, 1)).toBe(67);
    expect(probabilityScore(0.001, 0)).toBe(0);
    expect(probabilityScore(0.001, Math.log2(999) + Math.log2(4))).toBe(80);
    expect(probabilityScore(0.001, 30)).toBe(100);
  });
});
