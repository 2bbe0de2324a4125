import { describe, expect, it } from 'vitest';
import type { MergePreview } from '../../../contract/merge';
import type { RecordRef } from '../../../contract/record-ref';
import type { SObjectRecord } from '../../../contract/records';
import {
  completenessText,
  countText,
  hiddenFieldsText,
  masterChanges,
  mergeQuestion,
  relatedCountsText,
  relatedMovesText,
} from './merge-text';

const names = (objectType: string) =>
  objectType === 'CampaignMember'
    ? { label: 'Campaign Member', labelPlural: 'Campaign Members' }
    : { label: 'Contact', labelPlural: 'Contacts' };

const lead = (Id: string, fields: Record<string, unknown>): SObjectRecord => ({
  attributes: { type: 'Lead', url: `/x/${Id}` },
  Id,
  ...fields,
});

const ref = (id: string, displayName: string): RecordRef => ({
  id,
  objectType: 'Lead',
  displayName,
  details: [],
  state: 'STORED',
});

const moved = (objectType: string, folded = false) => ({
  objectType,
  recordId: 'r',
  field: 'LeadId',
  folded,
});

describe('merge text', () => {
  it('counts in the singular and the plural', () => {
    expect(countText(1, 'record', 'records')).toBe('1 record');
    expect(countText(3, 'record', 'records')).toBe('3 records');
    expect(hiddenFieldsText(17)).toBe('17 identical fields hidden');
    expect(hiddenFieldsText(1)).toBe('1 identical field hidden');
  });

  it('tells how many fields a record fills', () => {
    const record = lead('A', { FirstName: 'Jane', LastName: ' ', Email: null, Phone: '1' });
    expect(completenessText(record, ['FirstName', 'LastName', 'Email', 'Phone'])).toBe('2 of 4 fields');
  });

  it('names the related records of one record by type', () => {
    const counts = [
      { recordId: 'A', objectType: 'CampaignMember', count: 2 },
      { recordId: 'A', objectType: 'Contact', count: 1 },
      { recordId: 'B', objectType: 'Contact', count: 3 },
    ];
    expect(relatedCountsText(counts, 'A', names)).toBe('2 campaign members, 1 contact');
    expect(relatedCountsText(counts, 'C', names)).toBe('');
  });

  it('names the related records a merge moves', () => {
    expect(
      relatedMovesText([moved('CampaignMember'), moved('CampaignMember'), moved('Contact')], names),
    ).toBe('2 campaign members and 1 contact');
    expect(relatedMovesText([], names)).toBe('');
  });

  it('asks before a merge, naming the master and what moves to it', () => {
    const preview = {
      master: lead('A', {}),
      fieldSources: {},
      kept: [],
      mergedIds: ['B', 'C'],
      masterRecord: ref('A', 'Jane Doe'),
      mergedRecords: [ref('B', 'Jane Do'), ref('C', 'J. Doe')],
      related: [moved('CampaignMember'), moved('CampaignMember'), moved('CampaignMember', true)],
      relatedCounts: [],
    } satisfies MergePreview;
    expect(mergeQuestion(preview, names)).toEqual({
      title: 'Merge 3 records into Jane Doe?',
      body: '2 campaign members move to Jane Doe. 1 related record that Jane Doe already has is removed. You can undo this.',
    });
    expect(mergeQuestion({ ...preview, mergedIds: ['B'], related: [] }, names)).toEqual({
      title: 'Merge 2 records into Jane Doe?',
      body: 'You can undo this.',
    });
  });

  it('lists the fields the master took from the others', () => {
    const before = lead('A', { FirstName: 'Jane', Email: null, Phone: '1' });
    const after = lead('A', { FirstName: 'Jane', Email: 'jane@x.io', Phone: '1' });
    expect(masterChanges(before, after, ['FirstName', 'Email', 'Phone'])).toEqual([
      { field: 'Email', before: null, after: 'jane@x.io' },
    ]);
  });
});
