import { describe, expect, it } from 'vitest';
import { editableFields, referenceFieldsTo } from './editable-fields';
import { described } from '../../ui/described-field.fixture';
import { CAMPAIGN_MEMBER_DESCRIBE, CAMPAIGN_MEMBER_FIELDS, TYPES } from './editable-fields.fixture';

describe('editableFields', () => {
  it('offers the createable fields only, in describe order, with the required flag', () => {
    expect(CAMPAIGN_MEMBER_FIELDS.map((field) => field.name)).toEqual(['CampaignId', 'LeadId', 'Status']);
    expect(CAMPAIGN_MEMBER_FIELDS.map((field) => field.required)).toEqual([true, false, false]);
  });

  it('gives a lookup its type and key prefix and a picklist its active values', () => {
    const [campaignId] = CAMPAIGN_MEMBER_FIELDS;
    expect(campaignId?.rule).toEqual({
      type: 'reference',
      referenceTarget: { name: 'Campaign', keyPrefix: '701' },
    });
    const [status] = editableFields(
      {
        label: 'Campaign Member',
        fields: [
          described('Status', 'Status', 'picklist', {
            picklistValues: [
              { value: 'Sent', label: 'Sent', active: true },
              { value: 'Old', label: 'Old', active: false },
            ],
          }),
        ],
      },
      TYPES,
    );
    expect(status?.rule).toEqual({ type: 'picklist', picklistValues: ['Sent'] });
    expect(status?.options).toEqual([{ value: 'Sent', label: 'Sent' }]);
  });

  it('leaves the prefix out when the type pointed to is unknown', () => {
    const [campaignId] = editableFields({ label: 'Campaign Member', fields: CAMPAIGN_MEMBER_DESCRIBE }, []);
    expect(campaignId?.rule).toEqual({ type: 'reference' });
  });
});

describe('referenceFieldsTo', () => {
  it('finds the lookups that can point to the parent type', () => {
    expect(referenceFieldsTo(CAMPAIGN_MEMBER_FIELDS, 'Lead').map((field) => field.name)).toEqual(['LeadId']);
    expect(referenceFieldsTo(CAMPAIGN_MEMBER_FIELDS, 'Account')).toEqual([]);
  });
});
