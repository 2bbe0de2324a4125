/** Entries shown at once: a long list is turned through page by page rather than laid out in thousands of rows. */
export const ENTRIES_PER_PAGE = 50;

/** The page (from 0) that shows the entry at `index`. */
export const pageOfEntry = (index: number): number => Math.floor(index / ENTRIES_PER_PAGE);

/** The indexes of the entries on `page`, of `count` entries. */
export function entriesOnPage(page: number, count: number): number[] {
  const first = page * ENTRIES_PER_PAGE;
  return Array.from(
    { length: Math.max(0, Math.min(ENTRIES_PER_PAGE, count - first)) },
    (_, at) => first + at,
  );
}
