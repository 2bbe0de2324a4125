import { describe, expect, it } from 'vitest';
import type { RecordTypeDefinition } from '../records/record-type';
import { survivingValues } from './field-survival';

const lead = (rules: Record<string, 'IF_EMPTY' | 'IF_BETTER' | 'NEVER'> = {}): RecordTypeDefinition => ({
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
});

const stored = { FirstName: 'Thomas', LastName: 'Witting', Email: 'thomas@witting.org', Phone: null };

describe('field update rules', () => {
  it('overwrite every given value when no rule is set, as the seed upsert does', () => {
    const result = survivingValues(lead(), stored, { LastName: 'Whitting', Phone: '' }, {}, 'US');
    expect(result.values).toMatchObject({ LastName: 'Whitting', Phone: '' });
    expect(result.kept).toEqual([]);
  });

  it('IF_EMPTY fills what is empty and keeps what is stored', () => {
    const result = survivingValues(
      lead(),
      stored,
      { LastName: 'Whitting', Phone: '+1 415 555 0100' },
      { LastName: 'IF_EMPTY', Phone: 'IF_EMPTY' },
      'US',
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
      {},
      'US',
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
      {},
      'US',
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
      { Phone: 'NEVER', LastName: 'OVERWRITE' },
      'US',
    );
    expect(result.values).toMatchObject({ LastName: 'Smith', Phone: null });
    expect(result.kept.map(({ field, reason }) => [field, reason])).toEqual([['Phone', 'NEVER_UPDATED']]);
  });
});
