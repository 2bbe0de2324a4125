import { describe, expect, it } from 'vitest';
import type { SObjectRecord } from '../../../contract/records';
import { described } from '../../ui/described-field.fixture';
import { recordFieldRows } from './record-fields';

const describeFields = [
  described('Id', 'Record ID', 'id'),
  described('CampaignId', 'Campaign ID', 'reference', {
    referenceTo: ['Campaign'],
    relationshipName: 'Campaign',
  }),
  described('LeadId', 'Lead ID', 'reference', { referenceTo: ['Lead'], relationshipName: 'Lead' }),
  described('Status', 'Status', 'picklist'),
  described('CreatedDate', 'Created Date', 'datetime'),
];

const member: SObjectRecord = {
  attributes: { type: 'CampaignMember', url: '/x' },
  Id: '00vSt0000000001AAA',
  CampaignId: '701St0000000001AAA',
  Campaign: { attributes: { type: 'Campaign', url: '/y' }, Id: '701St0000000001AAA', Name: 'Spring Webinar' },
  LeadId: null,
  Status: 'Sent',
  CreatedDate: '2026-11-22T07:00:00.000Z',
};

describe('recordFieldRows', () => {
  it('lists the own fields with their labels, without the system fields and the nested lookups', () => {
    expect(recordFieldRows(member, describeFields).map((row) => [row.label, row.value])).toEqual([
      ['Campaign ID', '701St0000000001AAA'],
      ['Lead ID', ''],
      ['Status', 'Sent'],
    ]);
  });

  it('links a filled lookup to the record it points to, by that record’s name', () => {
    expect(recordFieldRows(member, describeFields)[0]?.link).toEqual({
      objectType: 'Campaign',
      recordId: '701St0000000001AAA',
      text: 'Spring Webinar',
    });
    expect(recordFieldRows(member, describeFields)[1]?.link).toBeUndefined();
  });

  it('links by the id and the describe target when the record carries no nested lookup', () => {
    const { Campaign: _nested, ...bare } = member;
    expect(recordFieldRows(bare as SObjectRecord, describeFields)[0]?.link).toEqual({
      objectType: 'Campaign',
      recordId: '701St0000000001AAA',
      text: '701St0000000001AAA',
    });
  });
});
