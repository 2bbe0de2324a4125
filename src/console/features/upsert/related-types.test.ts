import { describe, expect, it } from 'vitest';
import type { SObjectSummary } from '../../../contract/sobjects';
import { CAMPAIGN_MEMBER_FIELDS, LEAD_FIELDS } from './editable-fields.fixture';
import { relatedTypesOf } from './related-types';

const summary = (name: string, keyPrefix: string): SObjectSummary => ({
  name,
  label: name,
  labelPlural: `${name}s`,
  keyPrefix,
  urls: { sobject: '', describe: '' },
});

const types = [summary('CampaignMember', '00v'), summary('Lead', '00Q')];
const fieldsByType = new Map([
  ['CampaignMember', CAMPAIGN_MEMBER_FIELDS],
  ['Lead', LEAD_FIELDS],
]);

describe('relatedTypesOf', () => {
  it('offers the types with a lookup to the parent, with those lookups', () => {
    const related = relatedTypesOf('Lead', types, fieldsByType);
    expect(related.map((entry) => entry.type.name)).toEqual(['CampaignMember']);
    expect(related[0]?.referenceFields.map((field) => field.name)).toEqual(['LeadId']);
  });

  it('offers nothing for a type nobody points to, or before the fields are known', () => {
    expect(relatedTypesOf('Account', types, fieldsByType)).toEqual([]);
    expect(relatedTypesOf('Lead', types, new Map())).toEqual([]);
  });
});
