/** Items this many from an offset are enough to find the one after the current item there. */
const WINDOW = 2;

/** An item of a list and its place among the list's open items. */
export interface Placed<Item> {
  item: Item;
  position: number;
}

/**
 * The open item after the current one, in the list's order. From the current item's place, the first item that is
 * not it: when it was decided it has left the open items and the next one stands in its place; when skipped it is
 * still there, and the next one follows. Past the end, the review goes round to the items skipped before; none
 * when the current one is all that is left. With no place known, it starts from the top.
 */
export async function followingItem<Item>(
  readOpen: (offset: number, limit: number) => Promise<readonly Item[]>,
  position: number | undefined,
  isCurrent: (item: Item) => boolean,
): Promise<Placed<Item> | undefined> {
  const from = position ?? 0;
  const window = await readOpen(from, WINDOW);
  const index = window.findIndex((item) => !isCurrent(item));
  if (index >= 0) return { item: window[index]!, position: from + index };
  return from > 0 ? followingItem(readOpen, 0, isCurrent) : undefined;
}
