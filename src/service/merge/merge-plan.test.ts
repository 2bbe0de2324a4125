import { describe, expect, it } from 'vitest';
import type { RecordTypeDefinition } from '../records/record-type';
import { planMerge, type MergeCandidate, type MergeChoice } from './merge-plan';

const type: RecordTypeDefinition = {
  name: 'Lead',
  keyPrefix: '00Q',
  label: 'Lead',
  labelPlural: 'Leads',
  fields: [
    { name: 'Id', label: 'Id', type: 'text', readOnly: true },
    { name: 'FirstName', label: 'First Name', type: 'text' },
    { name: 'LastName', label: 'Last Name', type: 'text', required: true },
    { name: 'Email', label: 'Email', type: 'email' },
    { name: 'Phone', label: 'Phone', type: 'phone' },
  ],
};

const candidate = (id: string, createdAt: string, updatedAt: string, values: MergeCandidate['values']) => ({
  id,
  createdAt,
  updatedAt,
  values,
  sources: {},
});

const [A, B, C] = ['00QSt000000000A', '00QSt000000000B', '00QSt000000000C'];

const old = candidate(A, '2024-01-01', '2024-01-02', { FirstName: 'Jon', LastName: 'Smith', Email: null });
const recent = candidate(B, '2025-01-01', '2026-01-01', {
  FirstName: 'John',
  LastName: 'Smith',
  Phone: '+1 617',
});
const full = candidate(C, '2025-06-01', '2025-06-02', {
  FirstName: 'John',
  LastName: 'Smyth',
  Email: 'j@x.io',
  Phone: '+1 212',
});

const choice = (overrides: Partial<MergeChoice> = {}): MergeChoice => ({
  masterRule: 'OLDEST',
  fieldSelect: {},
  customValues: {},
  ...overrides,
});

describe('planMerge', () => {
  it('keeps the oldest record by default, filling its empty fields from the others in order', () => {
    const plan = planMerge(type, [recent, full, old], choice());
    expect(plan.master.id).toBe(A);
    expect(plan.losers.map(({ id }) => id)).toEqual([B, C]);
    expect(plan.values).toEqual({ FirstName: 'Jon', LastName: 'Smith', Email: 'j@x.io', Phone: '+1 617' });
    expect(plan.sources).toEqual({ FirstName: A, LastName: A, Email: C, Phone: B });
  });

  it('chooses the master by the rule asked, or the one named', () => {
    expect(planMerge(type, [old, recent, full], choice({ masterRule: 'LAST_MODIFIED' })).master.id).toBe(B);
    expect(planMerge(type, [old, recent, full], choice({ masterRule: 'MOST_COMPLETE' })).master.id).toBe(C);
    expect(planMerge(type, [old, recent, full], choice({ masterId: B })).master.id).toBe(B);
  });

  it('takes a picked value even when it is empty, and a custom one', () => {
    const plan = planMerge(
      type,
      [old, recent],
      choice({ fieldSelect: { Phone: A, FirstName: 'custom' }, customValues: { FirstName: 'Johnny' } }),
    );
    expect(plan.values['Phone'] ?? null).toBeNull();
    expect(plan.values['FirstName']).toBe('Johnny');
    expect(plan.sources).toMatchObject({ Phone: A, FirstName: 'custom' });
  });

  it('refuses picks it cannot honour, naming the path', () => {
    const refused = (overrides: Partial<MergeChoice>) => () =>
      planMerge(type, [old, recent], choice(overrides));
    expect(refused({ masterId: '00QSt000000000Z' })).toThrow('masterId: is not one of objectIds');
    expect(refused({ fieldSelect: { Nope: A } })).toThrow('fieldSelect.Nope: Lead has no field Nope');
    expect(refused({ fieldSelect: { Id: A } })).toThrow('fieldSelect.Id: is read-only');
    expect(refused({ fieldSelect: { Email: C } })).toThrow('fieldSelect.Email');
    expect(refused({ fieldSelect: { Email: 'custom' } })).toThrow('customValues.Email: is needed');
    expect(refused({ customValues: { Email: 'x@y.z' } })).toThrow('customValues.Email: is given');
  });

  it('prefers as master a record holding a field’s value, whatever the rule says of the others', () => {
    const plan = planMerge(
      type,
      [old, recent, full],
      choice({ masterRule: 'OLDEST', masterWhere: { field: 'Phone', value: '+1 212' } }),
    );
    expect(plan.master.id).toBe(C);
    expect(plan.losers.map(({ id }) => id)).toEqual([A, B]);
    const none = planMerge(type, [recent, old], choice({ masterWhere: { field: 'Phone', value: 'nobody' } }));
    expect(none.master.id).toBe(A);
    expect(() =>
      planMerge(type, [old, recent], choice({ masterWhere: { field: 'Nope', value: 'x' } })),
    ).toThrow('masterWhere.field');
  });

  it('takes a field nobody picked from the record modified last, or the longest value, by the field rule', () => {
    const mostRecent = planMerge(type, [old, recent, full], choice({ fieldRule: 'MOST_RECENT' }));
    expect(mostRecent.master.id).toBe(A);
    expect(mostRecent.values).toMatchObject({
      FirstName: 'John',
      LastName: 'Smith',
      Email: 'j@x.io',
      Phone: '+1 617',
    });
    expect(mostRecent.sources['FirstName']).toBe(B);
    const longest = planMerge(
      type,
      [old, candidate(B, '2025-01-01', '2025-01-01', { FirstName: 'Jonathan', LastName: 'Smith' }), full],
      choice({ fieldRule: 'LONGEST' }),
    );
    expect(longest.values).toMatchObject({ FirstName: 'Jonathan', LastName: 'Smith', Email: 'j@x.io' });
    // Equally long: the master's value stays.
    expect(longest.sources['LastName']).toBe(A);
  });
});
