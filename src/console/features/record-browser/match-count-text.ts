import type { RecordList } from '../../../contract/record-list';

const NUMBER = new Intl.NumberFormat('en-GB');

/**
 * How many records the list holds, in words: "1,234 records", or while searching "12 records match", and
 * "10,000+ records match" where the service stopped counting.
 */
export function matchCountText(
  { total, totalIsLowerBound }: Omit<RecordList, 'records'>,
  searching: boolean,
) {
  const count = `${NUMBER.format(total)}${totalIsLowerBound ? '+' : ''}`;
  const noun = total === 1 && !totalIsLowerBound ? 'record' : 'records';
  if (!searching) return `${count} ${noun}`;
  return `${count} ${noun} ${noun === 'record' ? 'matches' : 'match'}`;
}
