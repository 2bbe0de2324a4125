import { describe, expect, it } from 'vitest';
import type { SObjectRecord } from '../../contract/records';
import { recordEntries } from './record-entries';

const lead = (fields: Record<string, unknown>): SObjectRecord => ({
  attributes: { type: 'Lead', url: `/services/data/v62.0/sobjects/Lead/${String(fields.Id)}` },
  ...fields,
});

describe('recordEntries', () => {
  it('lists every field but attributes in describe order with describe labels, unknown ones last', () => {
    const record = lead({
      Id: '003St000000001JIAQ',
      Extra__c: 'x',
      LastName: 'Deckow-Orn',
      AccountId: '001St00000000AAIAY',
      Account: { attributes: {}, Id: '001St00000000AAIAY', Name: 'Hilll - Kutch' },
      FirstName: 'Jennifer',
    });
    const describe = [
      { name: 'Id', label: 'Record ID' },
      { name: 'FirstName', label: 'First Name' },
      { name: 'LastName', label: 'Last Name' },
      { name: 'AccountId', label: 'Account ID' },
    ];
    expect(recordEntries(record, describe)).toEqual([
      { name: 'Id', label: 'Record ID', value: '003St000000001JIAQ' },
      { name: 'FirstName', label: 'First Name', value: 'Jennifer' },
      { name: 'LastName', label: 'Last Name', value: 'Deckow-Orn' },
      { name: 'AccountId', label: 'Account ID', value: '001St00000000AAIAY' },
      { name: 'Account', label: 'Account', value: 'Hilll - Kutch (001St00000000AAIAY)' },
      { name: 'Extra__c', label: 'Extra__c', value: 'x' },
    ]);
  });
});
