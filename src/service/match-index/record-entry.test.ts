import { describe, expect, it } from 'vitest';
import type { FieldPlan, ScenarioPlan } from '../matching/scoring/score-scenario';
import { prepareSearch } from './find-duplicates';
import { fieldPlan } from './field-plan.fixture';
import { indexLayout } from './index-layout';
import { entryOfSlots, fieldText, preparedSlots, recordEntry } from './record-entry';

const field = fieldPlan;
const plan = (scenarioId: string, fields: FieldPlan[]): ScenarioPlan => ({
  scenarioId,
  scenarioName: scenarioId,
  threshold: 80,
  minimumEvidence: 40,
  model: null,
  searchBoundary: null,
  fields,
});
const person = plan('person', [
  field('FirstName', 'FUZZY_PERSON', 20, [1]),
  field('LastName', 'FUZZY_PERSON', 30, [1, 2]),
  field('Phone', 'PHONE', 40, [3]),
]);
const contact = plan('contact', [field('Email', 'EMAIL', 50, [1]), field('City', 'CITY', 10, [])]);
const layout = indexLayout('Person', [person, contact]);

const texts = (values: Record<string, string | null>) =>
  Object.fromEntries(
    Object.keys(values).flatMap((name) => {
      const text = fieldText(values, name);
      return text === undefined ? [] : [[name, text]];
    }),
  );

describe("a record's match index entry", () => {
  it('is the same from the forms a search of its values prepared as from its values', () => {
    const values = {
      FirstName: 'Jane',
      LastName: ' ',
      Phone: '+1 617 555 0100',
      Email: 'jane.doe@example.com',
      City: null,
    };
    // The search compares only the person scenario's forms: the others are prepared from the values.
    const search = prepareSearch([person], texts(values), 'record');
    const slots = preparedSlots(layout, values, (slot) => search.input.get(layout.forms[slot]!.form));
    expect(slots[layout.slotOf.get('FirstName:FUZZY_PERSON')!]).toBe(
      search.input.get('FirstName:FUZZY_PERSON'),
    );
    expect(slots[layout.slotOf.get('LastName:FUZZY_PERSON')!]).toBeNull();
    expect(slots[layout.slotOf.get('Email:EMAIL')!]).not.toBeNull();
    const entry = entryOfSlots(layout, slots);
    const fresh = recordEntry(layout, values);
    expect(entry.forms.equals(fresh.forms)).toBe(true);
    expect([...entry.keys]).toEqual([...fresh.keys]);
  });

  it('takes known slots as given and prepares the others', () => {
    const values = { FirstName: 'Jane', LastName: 'Doe', Email: 'jane@example.com' };
    const before = preparedSlots(layout, values);
    const merged = { ...values, Email: 'jane.doe@example.com' };
    const email = layout.slotOf.get('Email:EMAIL')!;
    const slots = preparedSlots(layout, merged, (slot) => (slot === email ? undefined : before[slot]));
    expect(slots[0]).toBe(before[0]);
    expect(entryOfSlots(layout, slots).forms.equals(recordEntry(layout, merged).forms)).toBe(true);
  });
});
