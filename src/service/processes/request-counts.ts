import type { Cluster } from 'node:cluster';

/*
 * The API requests of every principal, counted by the primary for all the service's processes on SQLite (on
 * PostgreSQL they are counted in the database), so that a rate limit is one limit however many processes serve.
 * A count costs a message to the primary and back; writing it to SQLite instead would make every request wait for
 * the write lock, behind an address import's commits among others.
 */

const COUNT = 'steward:request-count:count';
const COUNTED = 'steward:request-count:counted';

type CountMessage =
  | { type: typeof COUNT; id: number; principal: string; windowNo: number }
  | { type: typeof COUNTED; id: number; requests: number };

const isCountMessage = (message: unknown): message is CountMessage =>
  typeof message === 'object' &&
  message !== null &&
  [COUNT, COUNTED].includes((message as { type?: unknown }).type as string);

/** One count in this many also forgets the windows that have passed, so the map stays a few entries per principal. */
const SWEEP_EVERY = 1000;

/** The primary's side: the count of each principal in each window, answered to the worker that added to it. */
export function serveRequestCounts(cluster: Cluster): void {
  const counts = new Map<string, { windowNo: number; requests: number }>();
  let counted = 0;
  cluster.on('message', (worker, message: unknown) => {
    if (!isCountMessage(message) || message.type !== COUNT) return;
    const key = `${message.windowNo}:${message.principal}`;
    const entry = counts.get(key) ?? { windowNo: message.windowNo, requests: 0 };
    entry.requests += 1;
    counts.set(key, entry);
    if (++counted % SWEEP_EVERY === 0) {
      for (const [old, { windowNo }] of counts) if (windowNo < message.windowNo) counts.delete(old);
    }
    if (worker.isConnected()) {
      worker.send({ type: COUNTED, id: message.id, requests: entry.requests } satisfies CountMessage);
    }
  });
}

/** A worker's side, over the IPC channel to the primary: a request counter for the API rate limit. */
export function requestCountClient(): (principal: string, windowNo: number) => Promise<number> {
  const waiting = new Map<number, (requests: number) => void>();
  let nextId = 0;
  process.on('message', (message: unknown) => {
    if (!isCountMessage(message) || message.type !== COUNTED) return;
    waiting.get(message.id)?.(message.requests);
    waiting.delete(message.id);
  });
  return (principal, windowNo) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, resolve);
      process.send!(
        { type: COUNT, id, principal, windowNo } satisfies CountMessage,
        undefined,
        {},
        (error) => {
          if (!error) return;
          waiting.delete(id);
          reject(error);
        },
      );
    });
}
