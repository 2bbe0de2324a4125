import { describe, expect, it } from 'vitest';
import { MERGE_BATCH_DEFAULTS, mergeQuestion, mergeRulesOf } from './merge-batch-form';

const labels = new Map([['LeadSource', 'Lead Source']]);

describe('the merge batch form', () => {
  it('sends a master rule as it is, with the field rule', () => {
    expect(mergeRulesOf({ ...MERGE_BATCH_DEFAULTS, master: 'MOST_COMPLETE', fieldRule: 'LONGEST' })).toEqual({
      masterRule: 'MOST_COMPLETE',
      fieldRule: 'LONGEST',
    });
  });

  it('sends a field holding a value as the preferred master, the oldest record otherwise', () => {
    const values = {
      ...MERGE_BATCH_DEFAULTS,
      master: 'WHERE' as const,
      whereField: 'LeadSource',
      whereValue: ' Web ',
    };
    expect(mergeRulesOf(values)).toEqual({
      masterRule: 'OLDEST',
      masterWhere: { field: 'LeadSource', value: 'Web' },
      fieldRule: 'NON_EMPTY',
    });
    expect(mergeQuestion(2, 'group', values, labels)).toBe(
      'Merge 2 groups by the record whose Lead Source is “Web”?',
    );
  });

  it('asks naming the count and the rule', () => {
    expect(mergeQuestion(37, 'group', { ...MERGE_BATCH_DEFAULTS, master: 'MOST_COMPLETE' }, labels)).toBe(
      'Merge 37 groups by most complete record?',
    );
    expect(mergeQuestion(1, 'item', MERGE_BATCH_DEFAULTS, labels)).toBe('Merge 1 item by oldest record?');
    expect(mergeQuestion(2, 'item', { ...MERGE_BATCH_DEFAULTS, master: 'WHERE' }, labels)).toBe(
      'Merge 2 items by the record whose chosen field holds the value?',
    );
  });
});
