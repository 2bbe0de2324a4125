import { describe, expect, it } from 'vitest';
import { fieldsOf, LEAD_FIELDS } from './editable-fields.fixture';
import { emptyRelatedRow, emptyUpsertForm, type UpsertFormValues } from './upsert-form-values';
import { toObjectData, toUpsertRequest } from './upsert-request';

const form = (overrides: Partial<UpsertFormValues>): UpsertFormValues => ({
  ...emptyUpsertForm(),
  ...overrides,
});

describe('toObjectData', () => {
  it('sends only the fields given, trimmed, in their stored form', () => {
    expect(
      toObjectData(LEAD_FIELDS, {
        LastName: ' Lovelace ',
        Company: 'Analytical Engines',
        Email: '',
        Title: '   ',
        NumberOfEmployees: '12',
        HasOptedOutOfEmail: 'false',
        Status: 'open',
      }),
    ).toEqual({
      LastName: 'Lovelace',
      Company: 'Analytical Engines',
      NumberOfEmployees: 12,
      HasOptedOutOfEmail: false,
      Status: 'Open',
    });
  });

  it('sends a cleared field as null and drops entries of fields the type does not offer', () => {
    expect(toObjectData(LEAD_FIELDS, { Title: null, CampaignId: '701St0000000001' })).toEqual({
      Title: null,
    });
  });
});

describe('toUpsertRequest', () => {
  it('leaves out the optional parts that are not set', () => {
    expect(
      toUpsertRequest('Lead', form({ values: { LastName: 'Lovelace' } }), LEAD_FIELDS, fieldsOf),
    ).toEqual({
      input: {
        objectType: 'Lead',
        objectData: { LastName: 'Lovelace' },
        duplicateCheck: true,
        allOrNone: false,
      },
    });
  });

  it('sends the score, the chosen scenarios and the related list in row order', () => {
    const member = {
      ...emptyRelatedRow('CampaignMember', 'LeadId'),
      values: { CampaignId: '701St0000000001', LeadId: '00QSt0000000009', Status: 'Sent' },
      duplicateCheck: true,
      duplicateScore: '90',
    };
    const request = toUpsertRequest(
      'Lead',
      form({
        values: { LastName: 'Lovelace' },
        duplicateScore: ' 85 ',
        scenarioIds: ['a1'],
        allOrNone: true,
        related: [member, emptyRelatedRow('CampaignMember', 'LeadId')],
      }),
      LEAD_FIELDS,
      fieldsOf,
    );
    expect(request.input).toMatchObject({ duplicateScore: 85, scenarioIds: ['a1'], allOrNone: true });
    expect(request.input.relatedList).toEqual([
      {
        objectType: 'CampaignMember',
        referenceField: 'LeadId',
        // The lookup to the parent is the service's to fill, whatever the row still holds.
        objectData: { CampaignId: '701St0000000001', Status: 'Sent' },
        duplicateCheck: true,
        duplicateScore: 90,
      },
      { objectType: 'CampaignMember', referenceField: 'LeadId', objectData: {}, duplicateCheck: false },
    ]);
  });

  it('sends no score while the duplicate check is off, even one typed before', () => {
    const request = toUpsertRequest(
      'Lead',
      form({ duplicateCheck: false, duplicateScore: '80' }),
      LEAD_FIELDS,
      fieldsOf,
    );
    expect(request.input).not.toHaveProperty('duplicateScore');
    expect(request.input.duplicateCheck).toBe(false);
  });
});
