/** A small deterministic generator of whole numbers below a bound, so that a failing sequence can be replayed. */
export function seededDraws(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state % below;
  };
}
