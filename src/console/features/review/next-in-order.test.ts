import { describe, expect, it } from 'vitest';
import { followingItem } from './next-in-order';

/** The open items of a list, read as the service pages them. */
const reader = (open: string[]) => (offset: number, limit: number) =>
  Promise.resolve(open.slice(offset, offset + limit));

describe('followingItem', () => {
  it('after a decision, takes the item that moved into the decided one’s place, not the top of the list', async () => {
    // c was third; decided, it left the open items, and d stands third now.
    const next = await followingItem(reader(['a', 'b', 'd', 'e']), 2, (item) => item === 'c');
    expect(next).toEqual({ item: 'd', position: 2 });
  });

  it('after a skip, takes the item that follows the one still open', async () => {
    const next = await followingItem(reader(['a', 'b', 'c', 'd']), 2, (item) => item === 'c');
    expect(next).toEqual({ item: 'd', position: 3 });
  });

  it('goes round to the items skipped before once the end is passed', async () => {
    const next = await followingItem(reader(['a', 'b', 'c']), 2, (item) => item === 'c');
    expect(next).toEqual({ item: 'a', position: 0 });
  });

  it('starts from the top when no place is known', async () => {
    const next = await followingItem(reader(['a', 'b']), undefined, (item) => item === 'a');
    expect(next).toEqual({ item: 'b', position: 1 });
  });

  it('finds nothing when the current item is all that is left', async () => {
    expect(await followingItem(reader(['c']), 0, (item) => item === 'c')).toBeUndefined();
    expect(await followingItem(reader([]), 4, (item) => item === 'c')).toBeUndefined();
  });
});
