import { describe, expect, it } from 'vitest';
import { batchFilterOf, filterQueryOf, readReviewListFilters } from './review-list-filters';

describe('review list filters in the address', () => {
  it('let everything through and show no batch by default', () => {
    const filters = readReviewListFilters(new URLSearchParams());
    expect(filters).toEqual({ minScore: 0, minRecords: 2, batch: '' });
    expect(batchFilterOf(filters)).toEqual({});
    expect(filterQueryOf(filters)).toEqual({});
  });

  it('give the service only the filters that leave something out, as numbers or digits', () => {
    const filters = readReviewListFilters(new URLSearchParams('minScore=95&minRecords=3&batch=b1'));
    expect(filters).toEqual({ minScore: 95, minRecords: 3, batch: 'b1' });
    expect(batchFilterOf(filters)).toEqual({ minScore: 95, minRecords: 3 });
    expect(filterQueryOf(filters)).toEqual({ minScore: '95', minRecords: '3' });
  });

  it('ignore scores and sizes the service would refuse', () => {
    for (const query of ['minScore=101&minRecords=1', 'minScore=-5&minRecords=x', 'minScore=9.5'])
      expect(readReviewListFilters(new URLSearchParams(query))).toMatchObject({ minScore: 0, minRecords: 2 });
  });
});
