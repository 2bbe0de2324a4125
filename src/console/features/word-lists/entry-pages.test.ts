import { describe, expect, it } from 'vitest';
import { ENTRIES_PER_PAGE, entriesOnPage, pageOfEntry } from './entry-pages';

describe('entry pages', () => {
  it('finds the page of an entry', () => {
    expect(pageOfEntry(0)).toBe(0);
    expect(pageOfEntry(ENTRIES_PER_PAGE - 1)).toBe(0);
    expect(pageOfEntry(ENTRIES_PER_PAGE)).toBe(1);
  });

  it('lists the entries of a page, the last one partly filled', () => {
    expect(entriesOnPage(0, 3)).toEqual([0, 1, 2]);
    expect(entriesOnPage(1, ENTRIES_PER_PAGE + 2)).toEqual([ENTRIES_PER_PAGE, ENTRIES_PER_PAGE + 1]);
    expect(entriesOnPage(2, ENTRIES_PER_PAGE)).toEqual([]);
  });
});
