import { describe, expect, it } from 'vitest';
import { mergePath, mergeRecordsOf } from './merge-paths';

describe('merge paths', () => {
  it('name the type and the records in the address', () => {
    expect(mergePath('Lead', ['00Q1', '00Q2'])).toBe('/merge?type=Lead&ids=00Q1%2C00Q2');
  });

  it('read the records back, each once, in their order', () => {
    const params = new URL(`http://x${mergePath('Lead', ['00Q2', '00Q1'])}`).searchParams;
    expect(mergeRecordsOf(params)).toEqual({ objectType: 'Lead', recordIds: ['00Q2', '00Q1'] });
    expect(mergeRecordsOf(new URLSearchParams('type=Lead&ids=a,,a, b'))).toEqual({
      objectType: 'Lead',
      recordIds: ['a', 'b'],
    });
    expect(mergeRecordsOf(new URLSearchParams())).toEqual({ objectType: '', recordIds: [] });
  });
});
