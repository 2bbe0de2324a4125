import { describe, expect, it } from 'vitest';
import { loneFields } from './lone-fields';
import { emptyScenarioField, emptyScenarioForm, type ScenarioFormValues } from './scenario-form-values';

const draft = (minimumEvidence: string, fields: [string, string, boolean?][]): ScenarioFormValues => ({
  ...emptyScenarioForm(),
  minimumEvidence,
  scenarioFields: fields.map(([field, weight, identifier = false]) => ({
    ...emptyScenarioField(),
    field,
    weight,
    identifier,
  })),
});

describe('fields that decide alone', () => {
  it('finds the company name that fills the minimum evidence by itself, and the minimum that needs a second field', () => {
    expect(
      loneFields(
        draft('40', [
          ['Name', '50'],
          ['BillingCity', '20'],
          ['Phone', '30'],
        ]),
      ),
    ).toEqual([{ field: 'Name', weight: 50, totalWeight: 100, minimumEvidenceNeeded: 51 }]);
  });

  it('finds none once every field needs another beside it', () => {
    expect(
      loneFields(
        draft('60', [
          ['Name', '40'],
          ['BillingStreet', '30'],
          ['BillingCity', '10'],
          ['Phone', '20'],
        ]),
      ),
    ).toEqual([]);
  });

  it('leaves out identifiers, fields of weight 0 and a draft whose numbers do not read', () => {
    expect(
      loneFields(
        draft('40', [
          ['SSN', '60', true],
          ['LastName', '40'],
        ]),
      ),
    ).toEqual([{ field: 'LastName', weight: 40, totalWeight: 100, minimumEvidenceNeeded: 41 }]);
    expect(
      loneFields(
        draft('0', [
          ['FirstName', '0'],
          ['Email', '10'],
        ]),
      ),
    ).toEqual([{ field: 'Email', weight: 10, totalWeight: 10, minimumEvidenceNeeded: 100 }]);
    expect(loneFields(draft('forty', [['Email', '10']]))).toEqual([]);
  });
});
