import { describe, expect, it } from 'vitest';
import type { SObjectRecord } from '../../../contract/records';
import type { MergePreview } from '../../../contract/merge';
import { chosenSource, differingFields, initialChoices, mergeInputOf, toggleExcluded } from './merge-choices';

const lead = (Id: string, CreatedDate: string, fields: Record<string, unknown>): SObjectRecord => ({
  attributes: { type: 'Lead', url: `/x/${Id}` },
  Id,
  CreatedDate,
  ...fields,
});

const a = lead('A', '2025-02-01', { FirstName: 'Jon', Email: 'j@x.io' });
const b = lead('B', '2024-01-01', { FirstName: 'John', Email: 'j@x.io' });
const c = lead('C', '2026-01-01', { FirstName: 'John', Email: null });

describe('merge choices', () => {
  it('start with the oldest record as master and nothing picked', () => {
    expect(initialChoices([a, b, c])).toEqual({ masterId: 'B', excluded: [], picks: {}, custom: {} });
  });

  it('find the fields whose values differ', () => {
    expect(differingFields([a, b, c], ['FirstName', 'Email'])).toEqual(new Set(['FirstName', 'Email']));
    expect(differingFields([a, b], ['FirstName', 'Email'])).toEqual(new Set(['FirstName']));
  });

  it('leave a record out with its picks, never the master', () => {
    const choices = { ...initialChoices([a, b, c]), picks: { FirstName: 'C', Email: 'A' } };
    const without = toggleExcluded(choices, 'C');
    expect(without).toMatchObject({ excluded: ['C'], picks: { Email: 'A' } });
    expect(toggleExcluded(without, 'C').excluded).toEqual([]);
    expect(toggleExcluded(choices, 'B')).toBe(choices);
  });

  it('ask the service for the records kept, the picks and the custom values typed', () => {
    const choices = {
      masterId: 'B',
      excluded: ['C'],
      picks: { FirstName: 'A', Title: 'custom', Phone: 'custom' },
      custom: { Title: ' CEO ', Phone: '' },
    };
    expect(mergeInputOf(choices, [a, b, c], { jobId: 'j', groupId: '3' })).toEqual({
      objectIds: ['A', 'B'],
      masterId: 'B',
      fieldSelect: { FirstName: 'A', Title: 'custom', Phone: 'custom' },
      customValues: { Title: 'CEO', Phone: null },
      jobId: 'j',
      groupId: '3',
    });
    expect(mergeInputOf(initialChoices([a, b]), [a, b])).toEqual({ objectIds: ['A', 'B'], masterId: 'B' });
  });
});

describe('chosenSource', () => {
  const preview = { fieldSources: { FirstName: 'B', Email: 'A' } } as unknown as MergePreview;
  it("is the steward's pick, else the service's choice", () => {
    const choices = { ...initialChoices([a, b]), picks: { FirstName: 'A' } };
    expect(chosenSource(choices, preview, 'FirstName')).toBe('A');
    expect(chosenSource(choices, preview, 'Email')).toBe('A');
    expect(chosenSource(choices, undefined, 'Email')).toBeUndefined();
  });
});
