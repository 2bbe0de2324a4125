import { describe, expect, it } from 'vitest';
import type { FieldPlan } from '../matching/scoring/score-scenario';
import { fieldPlan, indexTestOptions as options, scenarioPlan } from './field-plan.fixture';
import { indexLayout } from './index-layout';
import { valueKey, MIN_VALUES_FOR_FREQUENCIES, TermFrequencies } from './term-frequencies';

const field = (name: string, method: 'FUZZY_PERSON' | 'EMAIL'): FieldPlan => fieldPlan(name, method);
const surname = field('LastName', 'FUZZY_PERSON');
const email = field('Email', 'EMAIL');
const layout = indexLayout('Person', [scenarioPlan([surname, email])]);
const name = (text: string) => surname.method.prepare(text, options);

/** Surnames as a town has them: a few very common, most held by one family. */
function town(smiths: number, others: number): TermFrequencies {
  const frequencies = new TermFrequencies(layout);
  const slot = layout.slotOf.get(surname.form)!;
  for (let i = 0; i < smiths; i++) frequencies.count(slot, valueKey(surname, name('Smith')), 1);
  for (let i = 0; i < others; i++)
    frequencies.count(slot, valueKey(surname, name(`Name${i.toString(36)}x`)), 1);
  return frequencies;
}

const factor = (frequencies: TermFrequencies, a: string, b = a) =>
  frequencies.factor(surname, name(a), name(b));

describe('term frequencies', () => {
  it('weigh agreement on a common value down, never below half, and on a rare one not', () => {
    const frequencies = town(200, 1800);
    expect(factor(frequencies, 'Smith')).toBeLessThan(1);
    expect(factor(frequencies, 'Smith')).toBeGreaterThanOrEqual(0.5);
    expect(factor(frequencies, 'Giammatteo')).toBe(1);
    expect(factor(town(1900, 100), 'Smith')).toBeLessThan(1);
  });

  it('count the commoner of two spellings', () => {
    const frequencies = town(200, 1800);
    expect(factor(frequencies, 'Smyth', 'Smith')).toBe(factor(frequencies, 'Smith'));
  });

  it('say nothing until the store holds enough values, nor for a method that does not weigh by them', () => {
    expect(factor(town(10, MIN_VALUES_FOR_FREQUENCIES - 20), 'Smith')).toBe(1);
    const frequencies = town(200, 1800);
    const address = email.method.prepare('a@example.com', options);
    expect(frequencies.factor(email, address, address)).toBe(1);
  });

  it('forget a value counted out again', () => {
    const frequencies = town(200, 1800);
    const slot = layout.slotOf.get(surname.form)!;
    const before = factor(frequencies, 'Smith');
    frequencies.count(slot, valueKey(surname, name('Smith')), 1);
    frequencies.count(slot, valueKey(surname, name('Smith')), -1);
    expect(factor(frequencies, 'Smith')).toBeCloseTo(before, 12);
  });
});
