import { describe, expect, it } from 'vitest';
import type { RelatedOutput, UpsertDataOutput } from '../../../contract/upsert';
import { fieldsOf, LEAD_FIELDS } from './editable-fields.fixture';
import { outcomeFieldErrors } from './upsert-errors';
import { emptyRelatedRow, emptyUpsertForm } from './upsert-form-values';

const success = { isSuccess: true, isCreated: true, errorMessage: null, objectId: '00QSt0000000009AAA' };
const failure = (errorMessage: string, errorField: string | null) => ({
  isSuccess: false,
  isCreated: false,
  errorMessage,
  errorField,
  objectId: null,
  objectData: null,
});

const output = (
  parent: Partial<UpsertDataOutput>,
  relatedList: Partial<RelatedOutput>[] = [],
): UpsertDataOutput => ({
  ...success,
  objectData: null,
  ...parent,
  relatedList: relatedList.map((entry) => ({ ...success, objectData: null, relatedList: [], ...entry })),
});

const form = {
  ...emptyUpsertForm(),
  related: [emptyRelatedRow('CampaignMember', 'LeadId'), emptyRelatedRow('CampaignMember', 'LeadId')],
};

describe('outcomeFieldErrors', () => {
  it('puts the record’s failure at its field, in the words the browser check uses', () => {
    const refused = output(failure("Email: 'x@' is not a valid e-mail address", 'Email'));
    expect(outcomeFieldErrors(refused, emptyUpsertForm(), LEAD_FIELDS, fieldsOf)).toEqual([
      { path: 'values.Email', message: "'x@' is not a valid e-mail address" },
    ]);
    const missing = output(failure('LastName: is required for a Lead', 'LastName'));
    expect(outcomeFieldErrors(missing, emptyUpsertForm(), LEAD_FIELDS, fieldsOf)).toEqual([
      { path: 'values.LastName', message: 'Last Name is required for a Lead' },
    ]);
  });

  it('puts a related entry’s failure at the field of its row', () => {
    const refused = output({}, [
      {},
      failure("CampaignId: no Campaign has the id '701St0zzzzzzzzzAAA'", 'CampaignId'),
    ]);
    expect(outcomeFieldErrors(refused, form, LEAD_FIELDS, fieldsOf)).toEqual([
      {
        path: 'related.1.values.CampaignId',
        message: "No Campaign has the id '701St0zzzzzzzzzAAA'",
      },
    ]);
  });

  it('leaves failures without a field, or about a field the form does not show, to the summary', () => {
    const refused = output(failure('Storage failed', null), [
      failure('LeadId: the parent was not saved', 'LeadId'),
      failure('Unknown: no such field', 'Unknown'),
    ]);
    expect(outcomeFieldErrors(refused, form, LEAD_FIELDS, fieldsOf)).toEqual([]);
    expect(outcomeFieldErrors(output({}), form, LEAD_FIELDS, fieldsOf)).toEqual([]);
  });
});
