/**
 * How long background work may take to show: generous, since the suites run side by side (scripts/test-all.ts) and a
 * job or batch over thousands of records waits its turn for the processor. Only a failing test waits it out.
 */
export const PATIENCE_MS = 150_000;

/**
 * Reads again until the answer passes, for what the service does in the background (a batch's progress, counts
 * written in batches): the first answer that passes, or the last one once `patienceMs` ran out, for the caller's
 * assertion to show.
 */
export async function until<T>(
  read: () => Promise<T>,
  passes: (value: T) => boolean,
  patienceMs = PATIENCE_MS,
): Promise<T> {
  let value = await read();
  for (const since = Date.now(); !passes(value) && Date.now() - since < patienceMs;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}
