import { describe, expect, it } from 'vitest';
import {
  batchTargetOf,
  gridModelOf,
  NO_SELECTION,
  offersAllMatching,
  selectedCount,
  selectionOfGridModel,
} from './bulk-selection';

const checked = (...ids: string[]) => ({ ids: new Set(ids), allMatching: false });
const itemIdOf = (id: unknown) => `JOB:j1:${String(id)}`;

describe('bulk selection of a server-paged review list', () => {
  it('counts the rows checked, or every match once all that match are chosen', () => {
    expect(selectedCount(NO_SELECTION, 37)).toBe(0);
    expect(selectedCount(checked('1', '2'), 37)).toBe(2);
    expect(selectedCount({ ...checked('1', '2'), allMatching: true }, 37)).toBe(37);
  });

  it('offers every match when the whole page is checked and more match, in a list of open items only', () => {
    const page = ['1', '2'];
    expect(offersAllMatching(checked('1', '2'), page, 37, true)).toBe(true);
    expect(offersAllMatching(checked('1'), page, 37, true)).toBe(false);
    expect(offersAllMatching(checked('1', '2'), page, 2, true)).toBe(false);
    expect(offersAllMatching(checked('1', '2'), page, 37, false)).toBe(false);
    expect(offersAllMatching({ ...checked('1', '2'), allMatching: true }, page, 37, true)).toBe(false);
    expect(offersAllMatching(NO_SELECTION, [], 37, true)).toBe(false);
  });

  it('keeps rows checked on other pages beside the page shown', () => {
    expect(offersAllMatching(checked('9', '1', '2'), ['1', '2'], 37, true)).toBe(true);
    expect([...gridModelOf(checked('9'), ['1', '2']).ids]).toEqual(['9']);
  });

  it('shows the open rows of any page checked while every match is chosen, and a change in the grid ends that', () => {
    const all = { ...checked('1'), allMatching: true };
    expect(gridModelOf(all, ['3', '4'])).toEqual({ type: 'include', ids: new Set(['1', '3', '4']) });
    expect(selectionOfGridModel({ type: 'include', ids: new Set(['3']) })).toEqual(checked('3'));
  });

  it('acts on the items checked by their review item ids, or on the filter', () => {
    const filter = { jobId: 'j1', minScore: 95 };
    expect(batchTargetOf(checked('3', '7'), itemIdOf, filter)).toEqual({ itemIds: ['JOB:j1:3', 'JOB:j1:7'] });
    expect(batchTargetOf({ ...checked('3'), allMatching: true }, itemIdOf, filter)).toEqual({ filter });
  });
});
