import { useSearchParams } from 'react-router';

/** How a page keeps its state in the address's query, so Back and a shared link show the same page. */
export interface UrlStateCodec<State> {
  /** The state in an address's query; anything missing or malformed is the default. */
  parse: (params: URLSearchParams) => State;
  /** The query of a state: only what differs from the defaults, so a plain page has a plain address. */
  format: (state: State) => URLSearchParams;
}

/**
 * A page's state as its address holds it, and how to change it: a change adds an entry to the history, so Back
 * undoes it, unless `replace` (a change that is no step of the user's way, such as how a grid looks). `query` is
 * the address's query as it stands, for a page that leads on and back again.
 */
export function useUrlState<State>({ parse, format }: UrlStateCodec<State>) {
  const [params, setParams] = useSearchParams();
  // Read from the address as it is when the change lands: a search settles a moment after it was typed.
  const update = (changes: Partial<State>, replace = false) =>
    setParams((current) => format({ ...parse(current), ...changes }), { replace });
  return { state: parse(params), update, query: params.toString() };
}

/** A codec for a state of texts and numbers, each under its own name in the query. */
export const keyedState = <State extends object>(
  defaults: State,
  parse: (params: URLSearchParams) => State,
): UrlStateCodec<State> => ({ parse, format: (state) => changedParams(state, defaults) });

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
