import { describe, expect, it } from 'vitest';
import { NO_WORD_LISTS, type MatchOptions } from '../matching/match-method';
import { matchMethod } from '../matching/method-registry';
import type { FieldPlan } from '../matching/scoring/score-scenario';
import { scenarioPlan } from './field-plan.fixture';
import { indexLayout } from './index-layout';
import { encodeForm } from './form-codec';
import { encodeForms, FormsReader } from './stored-forms';
import { Shared } from '../matching/probabilistic/match-model';

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
  shared: Shared.no,
});
const fields = [
  field('FirstName', 'FUZZY_PERSON'),
  field('FirstName', 'FUZZY_PERSON', 'FirstName:FUZZY_PERSON:other lists'),
  field('LastName', 'EQUAL'),
  field('Phone', 'PHONE'),
];
const layout = indexLayout('Person', [scenarioPlan(fields)]);

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

  it('read back forms of 128 bytes and more beside short ones, and an entry costs a byte a slot beyond its forms', () => {
    const long = Array.from({ length: 30 }, (_, index) => `Name${index}`).join(' ');
    const { prepared, read, size } = roundTrip({
      FirstName: long,
      LastName: 'Smith',
      Phone: '+44 20 7946 0958',
    });
    expect(read).toEqual(prepared.map((value) => value && { ...value, raw: '' }));
    const short = roundTrip({ FirstName: 'Ann', LastName: 'Smith', Phone: '+44 20 7946 0958' });
    // Slot 1 repeats slot 0's form: its description says so, and it takes no bytes of its own.
    const formBytes = short.prepared.reduce(
      (sum, value, slot) =>
        value === null || slot === 1 ? sum : sum + encodeForm(layout.forms[slot]!.method.store(value)).length,
      0,
    );
    expect(short.size).toBe(1 + layout.forms.length + formBytes);
    expect(size).toBeGreaterThan(128);
  });
});
