import { inParallel } from '../address/address-client';
import { percentile } from '../match-quality/metrics';

export interface Measured<R> {
  concurrency: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** In the items' order; undefined where the request failed. */
  outcomes: (R | undefined)[];
  failures: number;
}

/**
 * Sends every item with `concurrency` in flight and times each request. The service, the floor and the pg_trgm
 * baseline all go through this one driver, so the client's own cost is the same in every figure compared.
 */
export async function measure<T, R>(
  items: readonly T[],
  concurrency: number,
  send: (item: T) => Promise<R | undefined>,
): Promise<Measured<R>> {
  const latencies: number[] = [];
  const started = performance.now();
  const outcomes = await inParallel(items, concurrency, async (item) => {
    const start = performance.now();
    const outcome = await send(item);
    latencies.push(performance.now() - start);
    return outcome;
  });
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    concurrency,
    perSecond: items.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    outcomes,
    failures: outcomes.filter((outcome) => outcome === undefined).length,
  };
}
