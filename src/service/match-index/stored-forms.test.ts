import { describe, expect, it } from 'vitest';
import { NO_WORD_LISTS, type MatchOptions } from '../matching/match-method';
import { matchMethod } from '../matching/method-registry';
import type { FieldPlan } from '../matching/scoring/score-scenario';
import { indexLayout } from './index-layout';
import { encodeForms, FormsReader } from './stored-forms';

const options: MatchOptions = { lists: NO_WORD_LISTS, defaultCountry: 'US', config: null };
const field = (
  name: string,
  method: 'FUZZY_PERSON' | 'EQUAL' | 'PHONE',
  form = `${name}:${method}`,
): FieldPlan => ({
  scenarioFieldId: form,
  field: name,
  preparation: method,
  form,
  weight: 1,
  indexGroups: [],
  method: matchMethod(method),
  options,
  guard: false,
  identifier: false,
});
const fields = [
  field('FirstName', 'FUZZY_PERSON'),
  field('FirstName', 'FUZZY_PERSON', 'FirstName:FUZZY_PERSON:other lists'),
  field('LastName', 'EQUAL'),
  field('Phone', 'PHONE'),
];
const layout = indexLayout('Person', [
  { scenarioId: 's', scenarioName: 'S', threshold: 50, minimumEvidence: 0, model: null, fields },
]);

/** Every slot prepared from the values, stored and read back. */
function roundTrip(values: Record<string, string>) {
  const prepared = layout.forms.map((plan) =>
    values[plan.field] ? plan.method.prepare(values[plan.field]!, options) : null,
  );
  const bytes = encodeForms(prepared.map((value, slot) => value && layout.forms[slot]!.method.store(value)));
  const reader = new FormsReader(layout).at(Buffer.concat([Buffer.from('prefix'), bytes]), 6);
  return { prepared, read: layout.forms.map((plan) => reader.value(plan)), size: bytes.length };
}

describe('stored forms', () => {
  it('read back what was prepared, slot by slot, with empty slots as no value', () => {
    const { prepared, read } = roundTrip({ FirstName: 'Mary Ann', LastName: 'Smith', Phone: '' });
    expect(read).toEqual(prepared.map((value) => value && { ...value, raw: '' }));
    expect(read[3]).toBeNull();
  });

  it('keep a text two slots share once, and read it back for both', () => {
    const { prepared, read } = roundTrip({ FirstName: 'Bartholomew', LastName: 'Smith' });
    expect(read[1]).toEqual(read[0]);
    const [first, , last] = prepared.map((value, slot) => value && layout.forms[slot]!.method.store(value));
    expect(encodeForms([first!, first!, last!, null]).length).toBe(
      encodeForms([first!, null, last!, null]).length,
    );
  });
});
