import { describe, expect, it } from 'vitest';
import type { RecordTypeDefinition } from '../records/record-type';
import { planMerge, type MergeCandidate } from './merge-plan';
import { applyMergeRules } from './merge-rules';

const typeWith = (
  rules: Record<string, RecordTypeDefinition['fields'][number]['updateRule']>,
  sourceTrust?: string[],
): RecordTypeDefinition => ({
  name: 'Lead',
  keyPrefix: '00Q',
  label: 'Lead',
  labelPlural: 'Leads',
  ...(sourceTrust ? { sourceTrust } : {}),
  fields: [
    { name: 'Id', label: 'Id', type: 'text', readOnly: true },
    { name: 'LastName', label: 'Last Name', type: 'text', required: true, updateRule: rules['LastName'] },
    { name: 'Title', label: 'Title', type: 'text', updateRule: rules['Title'] },
    { name: 'Email', label: 'Email', type: 'email', updateRule: rules['Email'] },
  ],
});

const [A, B] = ['00QSt000000000A', '00QSt000000000B'];

/** The master (oldest) holds good values; the other, changed later by a web form, a slip and a bad address. */
const master: MergeCandidate = {
  id: A,
  createdAt: '2024-01-01',
  updatedAt: '2024-01-02',
  values: { LastName: 'Witting', Title: 'Buyer', Email: 'ann.witting@example.com' },
  sources: { LastName: ['crm-sync', '2024-01-02'], Email: ['crm-sync', '2024-01-02'] },
};
const later: MergeCandidate = {
  id: B,
  createdAt: '2025-01-01',
  updatedAt: '2026-01-01',
  values: { LastName: 'Whitting', Title: 'Head buyer', Email: 'ann.witting@' },
  sources: {
    LastName: ['web-form', '2026-01-01'],
    Title: ['web-form', '2026-01-01'],
    Email: ['web-form', '2026-01-01'],
  },
};

async function merged(type: RecordTypeDefinition, picked: Record<string, string> = {}) {
  const plan = planMerge(type, [master, later], {
    masterRule: 'OLDEST',
    fieldRule: 'MOST_RECENT',
    fieldSelect: picked,
    customValues: {},
  });
  return applyMergeRules(type, plan, new Set(Object.keys(picked)), undefined, 'US');
}

describe('applyMergeRules', () => {
  it('takes the most recent values when no field has a rule, as merges always did', async () => {
    const { plan, kept } = await merged(typeWith({}));
    expect(plan.values).toMatchObject({ LastName: 'Whitting', Title: 'Head buyer', Email: 'ann.witting@' });
    expect(kept).toEqual([]);
  });

  it('keeps the master’s value where the field’s rule would keep it from a write of the other record', async () => {
    const { plan, kept } = await merged(
      typeWith({ LastName: 'IF_BETTER', Title: 'IF_EMPTY', Email: 'IF_BETTER' }),
    );
    expect(plan.values).toMatchObject({
      LastName: 'Witting',
      Title: 'Buyer',
      Email: 'ann.witting@example.com',
    });
    expect(plan.sources).toMatchObject({ LastName: A, Title: A, Email: A });
    expect(kept.map(({ field, reason }) => [field, reason])).toEqual([
      ['LastName', 'INCOMING_SLIP'],
      ['Title', 'STORED_NOT_EMPTY'],
      ['Email', 'INCOMING_INVALID'],
    ]);
  });

  it('keeps a value a more trusted source wrote, and takes a value the steward picked as picked', async () => {
    const type = typeWith({ Title: 'IF_NEWER', LastName: 'IF_NEWER' }, ['crm-sync', 'web-form']);
    const trusted = await merged(type);
    // LastName was written by the CRM sync, Title by nobody known: only the trusted one stays.
    expect(trusted.plan.values).toMatchObject({ LastName: 'Witting', Title: 'Head buyer' });
    expect(trusted.kept).toEqual([
      {
        field: 'LastName',
        rule: 'IF_NEWER',
        reason: 'STORED_MORE_TRUSTED',
        stored: 'Witting',
        incoming: 'Whitting',
      },
    ]);
    const picked = await merged(type, { LastName: B });
    expect(picked.plan.values).toMatchObject({ LastName: 'Whitting' });
    expect(picked.kept).toEqual([]);
  });
});
