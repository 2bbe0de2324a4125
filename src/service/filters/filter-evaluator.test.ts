import { describe, expect, it } from 'vitest';
import type { FilterCondition } from '../../contract/filters';
import { toId18 } from '../../contract/record-id';
import type { RecordValues } from '../records/record-store';
import type { RecordTypeDefinition } from '../records/record-type';
import { compileFilter } from './filter-evaluator';

const LEAD: RecordTypeDefinition = {
  name: 'Lead',
  keyPrefix: '00Q',
  label: 'Lead',
  labelPlural: 'Leads',
  fields: [
    { name: 'Company', label: 'Company', type: 'text' },
    { name: 'Email', label: 'Email', type: 'email' },
    {
      name: 'Status',
      label: 'Status',
      type: 'picklist',
      picklistValues: ['Open', 'Working', 'Closed - Converted', 'Closed - Not Converted'],
    },
    { name: 'NumberOfEmployees', label: 'Employees', type: 'number' },
    { name: 'FollowUpDate', label: 'Follow-up', type: 'date' },
    { name: 'HasOptedOutOfEmail', label: 'Email Opt Out', type: 'boolean' },
    { name: 'OwnerId', label: 'Owner', type: 'reference', referenceTo: 'User' },
  ],
};

/** Which of the records satisfy the conditions, by their `Company`. */
function passing(conditions: FilterCondition[], records: RecordValues[]): string[] {
  const accepts = compileFilter(LEAD, conditions);
  return records.filter(accepts).map((record) => String(record['Company']));
}

describe('compileFilter', () => {
  it('compares text and picklists ignoring case and surrounding spaces', () => {
    const records: RecordValues[] = [
      { Company: 'Acme', Status: 'working' },
      { Company: 'Globex', Status: ' Working ' },
      { Company: 'Initech', Status: 'Open' },
    ];
    expect(passing([{ field: 'Status', operator: 'EQUALS', value: 'Working' }], records)).toEqual([
      'Acme',
      'Globex',
    ]);
    expect(passing([{ field: 'Status', operator: 'NOT_EQUALS', value: 'WORKING' }], records)).toEqual([
      'Initech',
    ]);
  });

  it('keeps records whose value is in the list, or not in it', () => {
    const records: RecordValues[] = [
      { Company: 'Acme', Status: 'Open' },
      { Company: 'Globex', Status: 'Closed - Converted' },
      { Company: 'Initech', Status: 'closed - not converted' },
    ];
    const closed = ['Closed - Converted', 'Closed - Not Converted'];
    expect(passing([{ field: 'Status', operator: 'IN', values: closed }], records)).toEqual([
      'Globex',
      'Initech',
    ]);
    expect(passing([{ field: 'Status', operator: 'NOT_IN', values: closed }], records)).toEqual(['Acme']);
  });

  it('treats missing, null and whitespace-only values as blank', () => {
    const records: RecordValues[] = [
      { Company: 'Acme', Email: 'a@acme.example' },
      { Company: 'Globex', Email: null },
      { Company: 'Initech', Email: '   ' },
      { Company: 'Hooli' },
    ];
    expect(passing([{ field: 'Email', operator: 'IS_BLANK' }], records)).toEqual([
      'Globex',
      'Initech',
      'Hooli',
    ]);
    expect(passing([{ field: 'Email', operator: 'IS_NOT_BLANK' }], records)).toEqual(['Acme']);
  });

  it('lets a blank value satisfy NOT_EQUALS and NOT_IN but never EQUALS, IN or a comparison (as SOQL does)', () => {
    const blank: RecordValues[] = [{ Company: 'Acme' }];
    expect(passing([{ field: 'Status', operator: 'NOT_EQUALS', value: 'Open' }], blank)).toEqual(['Acme']);
    expect(passing([{ field: 'Status', operator: 'NOT_IN', values: ['Open'] }], blank)).toEqual(['Acme']);
    expect(passing([{ field: 'Status', operator: 'EQUALS', value: 'Open' }], blank)).toEqual([]);
    expect(passing([{ field: 'Status', operator: 'IN', values: ['Open'] }], blank)).toEqual([]);
    expect(passing([{ field: 'NumberOfEmployees', operator: 'LESS_THAN', value: 10 }], blank)).toEqual([]);
  });

  it('compares numbers as numbers, not as text', () => {
    const records: RecordValues[] = [
      { Company: 'Acme', NumberOfEmployees: 9 },
      { Company: 'Globex', NumberOfEmployees: 100 },
      { Company: 'Initech', NumberOfEmployees: 1000 },
      { Company: 'Hooli', NumberOfEmployees: '250' },
    ];
    const employees = (operator: FilterCondition['operator']) =>
      passing([{ field: 'NumberOfEmployees', operator, value: 100 }], records);
    expect(employees('GREATER_THAN')).toEqual(['Initech', 'Hooli']);
    expect(employees('GREATER_OR_EQUAL')).toEqual(['Globex', 'Initech', 'Hooli']);
    expect(employees('LESS_THAN')).toEqual(['Acme']);
    expect(employees('LESS_OR_EQUAL')).toEqual(['Acme', 'Globex']);
    expect(employees('EQUALS')).toEqual(['Globex']);
    expect(passing([{ field: 'NumberOfEmployees', operator: 'IN', values: [9, 250] }], records)).toEqual([
      'Acme',
      'Hooli',
    ]);
  });

  it('compares dates as calendar dates, a stored date-time by its date', () => {
    const records: RecordValues[] = [
      { Company: 'Acme', FollowUpDate: '2025-12-31' },
      { Company: 'Globex', FollowUpDate: '2026-01-01' },
      { Company: 'Initech', FollowUpDate: '2026-01-01T09:30:00Z' },
      { Company: 'Hooli', FollowUpDate: '2026-02-15' },
    ];
    const date = (operator: FilterCondition['operator']) =>
      passing([{ field: 'FollowUpDate', operator, value: '2026-01-01' }], records);
    expect(date('LESS_THAN')).toEqual(['Acme']);
    expect(date('EQUALS')).toEqual(['Globex', 'Initech']);
    expect(date('GREATER_THAN')).toEqual(['Hooli']);
    expect(date('GREATER_OR_EQUAL')).toEqual(['Globex', 'Initech', 'Hooli']);
  });

  it('never lets an unreadable number or date pass a comparison', () => {
    const records: RecordValues[] = [
      { Company: 'Acme', NumberOfEmployees: 'about twenty', FollowUpDate: 'next week' },
      { Company: 'Globex', NumberOfEmployees: 20, FollowUpDate: '2026-13-40' },
    ];
    expect(passing([{ field: 'NumberOfEmployees', operator: 'LESS_THAN', value: 50 }], records)).toEqual([
      'Globex',
    ]);
    expect(passing([{ field: 'FollowUpDate', operator: 'LESS_THAN', value: '2100-01-01' }], records)).toEqual(
      [],
    );
    // Unreadable is not blank: something is there.
    expect(passing([{ field: 'FollowUpDate', operator: 'IS_NOT_BLANK' }], records)).toEqual([
      'Acme',
      'Globex',
    ]);
  });

  it('reads an unset checkbox as false', () => {
    const records: RecordValues[] = [
      { Company: 'Acme', HasOptedOutOfEmail: true },
      { Company: 'Globex', HasOptedOutOfEmail: false },
      { Company: 'Initech' },
    ];
    expect(passing([{ field: 'HasOptedOutOfEmail', operator: 'EQUALS', value: false }], records)).toEqual([
      'Globex',
      'Initech',
    ]);
    expect(passing([{ field: 'HasOptedOutOfEmail', operator: 'NOT_EQUALS', value: false }], records)).toEqual(
      ['Acme'],
    );
  });

  it('compares lookups as ids, the 18-character form naming the same record as the 15-character one', () => {
    const owner = '005St0000000001';
    const records: RecordValues[] = [
      { Company: 'Acme', OwnerId: owner },
      { Company: 'Globex', OwnerId: '005St0000000002' },
      // Ids are case-sensitive: this is another record.
      { Company: 'Initech', OwnerId: owner.toLowerCase() },
    ];
    expect(passing([{ field: 'OwnerId', operator: 'EQUALS', value: toId18(owner) }], records)).toEqual([
      'Acme',
    ]);
  });

  it('needs every condition to hold', () => {
    const records: RecordValues[] = [
      { Company: 'Acme', Email: 'a@acme.example', HasOptedOutOfEmail: false },
      { Company: 'Globex', Email: 'g@globex.example', HasOptedOutOfEmail: true },
      { Company: 'Initech', HasOptedOutOfEmail: false },
    ];
    expect(
      passing(
        [
          { field: 'Email', operator: 'IS_NOT_BLANK' },
          { field: 'HasOptedOutOfEmail', operator: 'EQUALS', value: false },
        ],
        records,
      ),
    ).toEqual(['Acme']);
  });

  it('reads a field the record type no longer has as blank', () => {
    const records: RecordValues[] = [{ Company: 'Acme', Rating: 'Hot' }];
    expect(passing([{ field: 'Rating', operator: 'IS_BLANK' }], records)).toEqual(['Acme']);
    expect(passing([{ field: 'Rating', operator: 'EQUALS', value: 'Hot' }], records)).toEqual([]);
  });
});
