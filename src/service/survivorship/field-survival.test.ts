import { describe, expect, it } from 'vitest';
import type { RecordTypeDefinition } from '../records/record-type';
import type { UpdateRule } from '../../contract/update-rules';
import { survivingValues, type RuleOverrides, type SurvivalInputs } from './field-survival';

const lead = (rules: Record<string, UpdateRule> = {}, sourceTrust?: string[]): RecordTypeDefinition => ({
  name: 'Lead',
  keyPrefix: '00Q',
  label: 'Lead',
  labelPlural: 'Leads',
  fields: [
    { name: 'FirstName', label: 'First Name', type: 'text' },
    { name: 'LastName', label: 'Last Name', type: 'text' },
    { name: 'Email', label: 'Email', type: 'email' },
    { name: 'Phone', label: 'Phone', type: 'phone' },
  ].map((field) =>
    rules[field.name] ? { ...field, updateRule: rules[field.name] } : field,
  ) as RecordTypeDefinition['fields'],
  ...(sourceTrust ? { sourceTrust } : {}),
});

const stored = { FirstName: 'Thomas', LastName: 'Witting', Email: 'thomas@witting.org', Phone: null };

const NOVEMBER = '2026-11-03T09:00:00.000Z';
const DECEMBER = '2026-12-03T09:00:00.000Z';

/** A write from `source` at `at` over the stored record, written by the CRM in November. */
const inputs = (
  overrides: RuleOverrides = {},
  { source = 'web-form', at = DECEMBER }: { source?: string; at?: string } = {},
): SurvivalInputs => ({
  overrides,
  defaultCountry: 'US',
  origin: { source, at },
  storedSources: {
    FirstName: ['crm-sync', NOVEMBER],
    LastName: ['crm-sync', NOVEMBER],
    Email: ['crm-sync', NOVEMBER],
  },
  storedAt: NOVEMBER,
  addressVerdicts: new Map(),
});

describe('field update rules', () => {
  it('overwrite every given value when no rule is set, as the seed upsert does', () => {
    const result = survivingValues(lead(), stored, { LastName: 'Whitting', Phone: '' }, inputs());
    expect(result.values).toMatchObject({ LastName: 'Whitting', Phone: '' });
    expect(result.kept).toEqual([]);
  });

  it('IF_EMPTY fills what is empty and keeps what is stored', () => {
    const result = survivingValues(
      lead(),
      stored,
      { LastName: 'Whitting', Phone: '+1 415 555 0100' },
      inputs({ LastName: 'IF_EMPTY', Phone: 'IF_EMPTY' }),
    );
    expect(result.values).toMatchObject({ LastName: 'Witting', Phone: '+1 415 555 0100' });
    expect(result.applied).toEqual({ Phone: '+1 415 555 0100' });
    expect(result.kept).toEqual([
      {
        field: 'LastName',
        rule: 'IF_EMPTY',
        reason: 'STORED_NOT_EMPTY',
        stored: 'Witting',
        incoming: 'Whitting',
      },
    ]);
  });

  it('IF_BETTER keeps a stored value against a slip of it, an invalid e-mail or an empty value', () => {
    const rules = lead({ FirstName: 'IF_BETTER', LastName: 'IF_BETTER', Email: 'IF_BETTER' });
    const result = survivingValues(
      rules,
      stored,
      { FirstName: 'Tomas', LastName: '', Email: 'thomas@@witting' },
      inputs(),
    );
    expect(result.values).toMatchObject(stored);
    expect(result.kept.map(({ field, reason }) => [field, reason])).toEqual([
      ['FirstName', 'INCOMING_SLIP'],
      ['LastName', 'INCOMING_EMPTY'],
      ['Email', 'INCOMING_INVALID'],
    ]);
  });

  it('IF_BETTER takes another value, a correction of case, and a valid e-mail', () => {
    const rules = lead({ FirstName: 'IF_BETTER', LastName: 'IF_BETTER', Email: 'IF_BETTER' });
    const result = survivingValues(
      rules,
      stored,
      { FirstName: 'THOMAS', LastName: 'Schmidt', Email: 'tom@schmidt.de' },
      inputs(),
    );
    expect(result.values).toMatchObject({
      FirstName: 'THOMAS',
      LastName: 'Schmidt',
      Email: 'tom@schmidt.de',
    });
    expect(result.kept).toEqual([]);
  });

  it('NEVER keeps even an empty stored value, and a write’s own rule comes before the type’s', () => {
    const result = survivingValues(
      lead({ LastName: 'NEVER' }),
      stored,
      { LastName: 'Smith', Phone: '555' },
      inputs({ Phone: 'NEVER', LastName: 'OVERWRITE' }),
    );
    expect(result.values).toMatchObject({ LastName: 'Smith', Phone: null });
    expect(result.kept.map(({ field, reason }) => [field, reason])).toEqual([['Phone', 'NEVER_UPDATED']]);
  });

  it('remember which source wrote each value applied, and drop the source of a value cleared', () => {
    const result = survivingValues(
      lead(),
      stored,
      { LastName: 'Schmidt', Email: '', FirstName: 'Thomas' },
      inputs(),
    );
    expect(result.sources).toEqual({
      FirstName: ['crm-sync', NOVEMBER],
      LastName: ['web-form', DECEMBER],
    });
  });
});

describe('source trust', () => {
  const trusted = ['crm-sync', 'import'];

  it('keeps a more trusted source’s value against IF_BETTER and IF_NEWER, never against OVERWRITE', () => {
    const type = lead({ FirstName: 'IF_BETTER', LastName: 'IF_NEWER' }, trusted);
    const result = survivingValues(
      type,
      stored,
      { FirstName: 'Tom', LastName: 'Schmidt', Email: 'tom@schmidt.de' },
      inputs(),
    );
    expect(result.values).toMatchObject({
      FirstName: 'Thomas',
      LastName: 'Witting',
      Email: 'tom@schmidt.de',
    });
    expect(result.kept.map(({ field, reason }) => [field, reason])).toEqual([
      ['FirstName', 'STORED_MORE_TRUSTED'],
      ['LastName', 'STORED_MORE_TRUSTED'],
    ]);
  });

  it('lets an equally or more trusted source replace the value, and trusts all alike with no ranking', () => {
    const type = lead({ FirstName: 'IF_BETTER' }, trusted);
    expect(
      survivingValues(type, stored, { FirstName: 'Tom' }, inputs({}, { source: 'crm-sync' })).kept,
    ).toEqual([]);
    expect(
      survivingValues(lead({ FirstName: 'IF_BETTER' }), stored, { FirstName: 'Tom' }, inputs()).kept,
    ).toEqual([]);
  });

  it('trusts an unlisted source below every listed one, and a value of unknown source like an unlisted one', () => {
    const type = lead({ Email: 'IF_BETTER', Phone: 'IF_BETTER' }, trusted);
    const write = inputs({}, { source: 'import' });
    const unknown = { ...write, storedSources: {} };
    const stored2 = { ...stored, Phone: '+1 415 555 0100' };
    const result = survivingValues(
      type,
      stored2,
      { Email: 'tom@schmidt.de', Phone: '+1 415 555 0199' },
      unknown,
    );
    expect(result.kept).toEqual([]);
    expect(
      survivingValues(type, stored2, { Email: 'tom@schmidt.de' }, inputs({}, { source: 'partner-feed' }))
        .kept,
    ).toMatchObject([{ field: 'Email', reason: 'STORED_MORE_TRUSTED' }]);
  });
});

describe('IF_NEWER', () => {
  it('keeps a value changed after the incoming one was, and takes one changed before', () => {
    const type = lead({ LastName: 'IF_NEWER', FirstName: 'IF_NEWER' });
    const older = survivingValues(
      type,
      stored,
      { LastName: 'Schmidt' },
      inputs({}, { at: '2026-10-01T00:00:00Z' }),
    );
    expect(older.kept).toMatchObject([{ field: 'LastName', rule: 'IF_NEWER', reason: 'STORED_NEWER' }]);
    const newer = survivingValues(type, stored, { LastName: 'Schmidt' }, inputs());
    expect(newer.values['LastName']).toBe('Schmidt');
    // An empty stored value is filled whatever its time.
    expect(
      survivingValues(
        lead({ Phone: 'IF_NEWER' }),
        stored,
        { Phone: '555' },
        inputs({}, { at: '2020-01-01T00:00:00Z' }),
      ).kept,
    ).toEqual([]);
  });
});

describe('addresses under IF_BETTER', () => {
  it('keeps the fields of an address whose incoming version validates worse', () => {
    const type = lead({ LastName: 'IF_BETTER' });
    const result = survivingValues(
      type,
      stored,
      { LastName: 'Schmidt' },
      {
        ...inputs(),
        addressVerdicts: new Map([['LastName', 'WORSE']]),
      },
    );
    expect(result.kept).toMatchObject([{ field: 'LastName', reason: 'INCOMING_INVALID' }]);
  });
});

describe('slips under IF_BETTER', () => {
  const depot = lead({ FirstName: 'IF_BETTER', LastName: 'IF_BETTER' });

  it('takes a text whose numbers differ, however few letters that changes: another house, another suite', () => {
    const result = survivingValues(
      depot,
      { FirstName: 'Suite 3', LastName: 'Jansbuitensingel 7' },
      { FirstName: 'Suite 4', LastName: 'Jansbuitensingel 12' },
      inputs(),
    );
    expect(result.kept).toEqual([]);
  });

  it('leaves an address the reference data judged as good to that verdict, not to the slip rule', () => {
    const result = survivingValues(
      depot,
      { ...stored, LastName: '6811AA' },
      { LastName: '6811AB', FirstName: 'Tomas' },
      { ...inputs(), addressVerdicts: new Map([['LastName', 'AS_GOOD']]) },
    );
    expect(result.values.LastName).toBe('6811AB');
    expect(result.kept.map(({ field, reason }) => [field, reason])).toEqual([['FirstName', 'INCOMING_SLIP']]);
  });
});
