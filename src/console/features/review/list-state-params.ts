/** Rows a page of a server-paged grid may hold; the API takes at most 200. */
export const PAGE_SIZES = [25, 50, 100] as const;

/** The value when it is one of those allowed; an address may hold anything. */
export const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** A whole number of at least `min`, else the fallback. */
export function wholeNumber(value: string | null, fallback: number, min: number): number {
  // Number('') is 0: an empty parameter is no number.
  const number = value === null || value.trim() === '' ? NaN : Number(value);
  return Number.isInteger(number) && number >= min ? number : fallback;
}

/** One of the grid's page sizes, else the fallback. */
export function pageSizeOf(value: string | null, fallback: number): number {
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : fallback;
}

/** The address query of a list state: only what differs from the defaults, so a plain list has a plain address. */
export function changedParams<State extends object>(state: State, defaults: State): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(defaults) as (keyof State & string)[]) {
    if (state[key] !== defaults[key]) params.set(key, String(state[key]));
  }
  return params;
}
