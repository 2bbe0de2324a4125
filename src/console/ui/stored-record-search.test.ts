import { describe, expect, it } from 'vitest';
import { described } from './described-field.fixture';
import { storedRecordSearch } from './stored-record-search';

const describeLead = {
  keyPrefix: '00Q',
  fields: [
    described('Id', 'Lead ID', 'id', { createable: false, updateable: false }),
    described('FirstName', 'First Name', 'string'),
    described('LastName', 'Last Name', 'string'),
    described('NumberOfEmployees', 'Employees', 'double'),
    described('HasOptedOutOfEmail', 'Email Opt Out', 'boolean'),
    described('Phone', 'Phone', 'phone'),
    described('CreatedDate', 'Created Date', 'datetime', { createable: false, updateable: false }),
  ],
};

const lead = {
  attributes: { type: 'Lead', url: '/services/data/v62.0/sobjects/Lead/00QSt0000000001AAA' },
  Id: '00QSt0000000001AAA',
  FirstName: 'Ada',
  LastName: 'Lovelace',
  NumberOfEmployees: 12,
  HasOptedOutOfEmail: false,
  Phone: '  ',
  CreatedDate: '2026-11-22T07:25:00.000Z',
  Account: { attributes: { type: 'Account', url: '' }, Id: '001St0000000001AAA', Name: 'Acme' },
};

describe('the search of a stored record', () => {
  it('searches with the record’s editable values, as text, and leaves the record itself out', () => {
    expect(storedRecordSearch(lead, describeLead)).toEqual({
      objectPrefix: '00Q',
      objectData: {
        FirstName: 'Ada',
        LastName: 'Lovelace',
        NumberOfEmployees: '12',
        HasOptedOutOfEmail: 'false',
      },
      recordId: '00QSt0000000001AAA',
    });
  });

  it('passes the scenarios and the decided records on when asked', () => {
    const input = storedRecordSearch(lead, describeLead, {
      scenarioIds: ['a0BSt0000000001'],
      includeDecided: true,
    });
    expect(input).toMatchObject({ scenarioIds: ['a0BSt0000000001'], includeDecided: true });
  });
});
