import { nextTurn } from './background-worker';

/**
 * Work that runs this long without a break holds up every request of the process: a configuration of thousands of
 * scenarios or word lists takes seconds to check and write, a file of records seconds to store, and requests wait at
 * most about this long behind it.
 */
const SLICE_MS = 20;

/**
 * A function to await between steps of long work: it lets other requests run once a slice's time is used up. Its
 * first call always does, since what came before it (reading and checking a request's body) was a slice already.
 */
export function pacing(): () => Promise<void> {
  let sliceStart = Number.NEGATIVE_INFINITY;
  return async () => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await nextTurn();
    sliceStart = performance.now();
  };
}
