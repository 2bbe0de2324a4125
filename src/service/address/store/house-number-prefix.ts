/** Largest house number a listing narrows by: the import reads at most six digits as a number. */
const LARGEST_NUMBER = 999_999;

/**
 * The house numbers whose digits begin with those of `number`, as closed ranges: 19 begins 19, 190–199,
 * 1900–1999 and so on. Ranges on the number column let the database narrow a street of thousands of numbers
 * through its index, where comparing the numbers as text would read every one.
 */
export function numbersStartingWith(number: number): [number, number][] {
  if (!Number.isInteger(number) || number < 0) return [];
  if (number === 0) return [[0, 0]];
  const ranges: [number, number][] = [];
  for (let scale = 1; number * scale <= LARGEST_NUMBER; scale *= 10)
    ranges.push([number * scale, Math.min((number + 1) * scale - 1, LARGEST_NUMBER)]);
  return ranges;
}
