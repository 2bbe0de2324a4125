import { describe, expect, it } from 'vitest';
import type { AdminRecordField, AdminRecordType } from '../../../contract/record-type-admin';
import type { UpdateRule } from '../../../contract/update-rules';
import {
  savedRulesText,
  toFieldUpdateRules,
  toUpdateRulesFormValues,
  updateRulePathOf,
} from './update-rule-values';

const field = (name: string, label: string, updateRule: UpdateRule, readOnly = false): AdminRecordField => ({
  name,
  label,
  type: 'text',
  required: false,
  readOnly,
  referenceTo: null,
  picklistValues: null,
  updateRule,
});

const lead: AdminRecordType = {
  name: 'Lead',
  keyPrefix: '00Q',
  label: 'Lead',
  labelPlural: 'Leads',
  nameField: null,
  displayTemplate: null,
  defaultDisplayTemplate: '{FirstName} {LastName}',
  secondaryFields: [],
  fields: [
    field('Id', 'Record ID', 'OVERWRITE', true),
    field('LastName', 'Last Name', 'IF_BETTER'),
    field('Title', 'Title', 'OVERWRITE'),
    field('LeadSource', 'Lead Source', 'NEVER'),
  ],
  crossObjects: [],
  sourceTrust: [],
};

describe('update rule form values', () => {
  it('round-trips every field a write sets into the body of the PUT, with its rule', () => {
    expect(toFieldUpdateRules(toUpdateRulesFormValues(lead))).toEqual({
      rules: [
        { field: 'LastName', rule: 'IF_BETTER' },
        { field: 'Title', rule: 'OVERWRITE' },
        { field: 'LeadSource', rule: 'NEVER' },
      ],
    });
  });

  it('leaves out the fields Steward writes itself, which the service takes no rule for', () => {
    expect(toUpdateRulesFormValues(lead).rules.map((row) => row.label)).toEqual([
      'Last Name',
      'Title',
      'Lead Source',
    ]);
  });
});

describe('updateRulePathOf', () => {
  it('finds the select of the field a problem names', () => {
    expect(updateRulePathOf('rules.2.field')).toBe('rules.2.rule');
    expect(updateRulePathOf('rules.0.rule')).toBe('rules.0.rule');
  });

  it('leaves a problem of the whole list to the page', () => {
    expect(updateRulePathOf('rules')).toBeUndefined();
  });
});

describe('savedRulesText', () => {
  const before = toUpdateRulesFormValues(lead);
  const withRule = (name: string, rule: UpdateRule) => ({
    rules: before.rules.map((row) => (row.field === name ? { ...row, rule } : row)),
  });

  it('names the field and its new rule when one changed', () => {
    expect(savedRulesText('Lead', before, withRule('Title', 'NEVER'))).toBe(
      'Saved the update rules of Lead: Title is now “Never replace”. Writes follow it from now on.',
    );
  });

  it('counts the fields when several changed, and says so when none did', () => {
    const allFillOnly = { rules: before.rules.map((row) => ({ ...row, rule: 'IF_EMPTY' as const })) };
    expect(savedRulesText('Lead', before, allFillOnly)).toBe(
      'Saved the update rules of Lead: 3 fields changed. Writes follow them from now on.',
    );
    expect(savedRulesText('Lead', before, before)).toBe('Saved the update rules of Lead; none changed.');
  });
});
