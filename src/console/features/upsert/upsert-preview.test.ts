import { describe, expect, it } from 'vitest';
import type { RelatedOutput, UpsertDataOutput, UpsertRequest } from '../../../contract/upsert';
import { isFormatOnly, keptFieldKey, needsReview, updatesToReview, withStoredValues } from './upsert-preview';

const request: UpsertRequest = {
  input: {
    objectType: 'Lead',
    duplicateCheck: true,
    objectData: { FirstName: 'Jenniffer', LastName: 'Smith', Title: 'CFO' },
    relatedList: [
      {
        objectType: 'CampaignMember',
        referenceField: 'LeadId',
        objectData: { CampaignId: '701', Status: 'Sent' },
      },
    ],
  },
};

const output = (fields: Partial<RelatedOutput>): RelatedOutput => ({
  isSuccess: true,
  isCreated: false,
  errorMessage: null,
  objectId: '00Q000000000001AAA',
  objectData: {},
  relatedList: [],
  match: { score: 92, scenarioScores: [] },
  changes: [],
  potentialDuplicates: [],
  errorField: null,
  ...fields,
});

const preview = (record: Partial<RelatedOutput>, related: Partial<RelatedOutput>): UpsertDataOutput => ({
  ...output(record),
  relatedList: [output(related)],
});

const leadChanges = [
  { field: 'FirstName', before: 'Jennifer', after: 'Jenniffer' },
  { field: 'Title', before: null, after: 'CFO' },
];

describe('updatesToReview', () => {
  it('lists each entry that would change a stored record, with its changes', () => {
    const updates = updatesToReview(
      request,
      preview(
        { changes: leadChanges },
        {
          objectId: '00v000000000001AAA',
          changes: [{ field: 'Status', before: 'Responded', after: 'Sent' }],
        },
      ),
    );
    expect(updates).toEqual([
      expect.objectContaining({ entry: 'record', objectType: 'Lead', changes: leadChanges }),
      expect.objectContaining({ entry: 0, objectType: 'CampaignMember', recordId: '00v000000000001AAA' }),
    ]);
  });

  it('needs no review for a creation, a failure or an update that changes nothing', () => {
    expect(
      updatesToReview(
        request,
        preview(
          { isCreated: true, objectId: null, match: null, changes: leadChanges },
          { isSuccess: false, objectId: null, errorMessage: 'Status: no', changes: [] },
        ),
      ),
    ).toEqual([]);
    expect(updatesToReview(request, preview({ changes: [] }, { isCreated: true }))).toEqual([]);
  });
});

describe('withStoredValues', () => {
  const updates = updatesToReview(
    request,
    preview({ changes: leadChanges }, { changes: [{ field: 'Status', before: 'Responded', after: 'Sent' }] }),
  );

  it('sends the stored value of each kept field and the typed value of the others', () => {
    const kept = new Set([keptFieldKey('record', 'FirstName'), keptFieldKey(0, 'Status')]);
    const sent = withStoredValues(request, updates, kept);
    expect(sent.input.objectData).toEqual({ FirstName: 'Jennifer', LastName: 'Smith', Title: 'CFO' });
    expect(sent.input.relatedList?.[0]?.objectData).toEqual({ CampaignId: '701', Status: 'Responded' });
    expect(sent.input.duplicateCheck).toBe(true);
  });

  it('keeps an empty stored value as empty rather than leaving the field out', () => {
    const sent = withStoredValues(request, updates, new Set([keptFieldKey('record', 'Title')]));
    expect(sent.input.objectData).toEqual({ FirstName: 'Jenniffer', LastName: 'Smith', Title: null });
  });

  it('sends the request unchanged when nothing is kept', () => {
    expect(withStoredValues(request, updates, new Set())).toEqual(request);
  });
});

describe('values written otherwise only', () => {
  it('are a phone number of the same digits or an e-mail address in other case', () => {
    expect(isFormatOnly({ field: 'Phone', before: '555-123-4567', after: '(555) 123 4567' }, 'phone')).toBe(
      true,
    );
    expect(isFormatOnly({ field: 'Phone', before: '555-123-4567', after: '555-123-4568' }, 'phone')).toBe(
      false,
    );
    expect(isFormatOnly({ field: 'Email', before: 'Jane@X.io', after: 'jane@x.io ' }, 'email')).toBe(true);
    expect(isFormatOnly({ field: 'Title', before: 'CFO', after: 'cfo' }, 'string')).toBe(false);
    expect(isFormatOnly({ field: 'Phone', before: null, after: '' }, 'phone')).toBe(false);
  });

  it('ask nothing, and the stored value is sent for them', () => {
    const phoneRequest: UpsertRequest = {
      input: { ...request.input, objectData: { ...request.input.objectData, Phone: '(555) 123 4567' } },
    };
    const updates = updatesToReview(
      phoneRequest,
      preview(
        { changes: [{ field: 'Phone', before: '555-123-4567', after: '(555) 123 4567' }] },
        { isCreated: true },
      ),
      (_type, field) => (field === 'Phone' ? 'phone' : 'string'),
    );
    expect(updates.some(needsReview)).toBe(false);
    expect(withStoredValues(phoneRequest, updates, new Set()).input.objectData.Phone).toBe('555-123-4567');
  });
});
