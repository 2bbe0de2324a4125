import type { Cluster, Worker } from 'node:cluster';
import type { WriteLock } from '../storage/database';

/*
 * One SQLite writer at a time across the service's processes, granted by the primary in request order. SQLite
 * serialises writers itself, but a waiting writer sleeps inside SQLite (blocking its process's event loop) and
 * retries on a timer; a lock handed out over IPC lets the waiting process serve other requests meanwhile and takes
 * the next writer the moment the last one commits.
 */

const ACQUIRE = 'steward:write-lock:acquire';
const GRANT = 'steward:write-lock:grant';
const RELEASE = 'steward:write-lock:release';

interface LockMessage {
  type: typeof ACQUIRE | typeof GRANT | typeof RELEASE;
  id: number;
}

const isLockMessage = (message: unknown): message is LockMessage =>
  typeof message === 'object' &&
  message !== null &&
  [ACQUIRE, GRANT, RELEASE].includes((message as { type?: unknown }).type as string);

/** The primary's side: a queue of workers waiting to write; a worker that exits gives up its place and its lock. */
export function serveWriteLock(cluster: Cluster): void {
  const waiting: { worker: Worker; id: number }[] = [];
  let holder: { worker: Worker; id: number } | undefined;
  const grantNext = () => {
    while (!holder && waiting.length > 0) {
      const next = waiting.shift()!;
      if (next.worker.isDead()) continue;
      holder = next;
      next.worker.send({ type: GRANT, id: next.id } satisfies LockMessage);
    }
  };
  cluster.on('message', (worker, message: unknown) => {
    if (!isLockMessage(message)) return;
    if (message.type === ACQUIRE) waiting.push({ worker, id: message.id });
    if (message.type === RELEASE && holder?.worker === worker && holder.id === message.id) holder = undefined;
    grantNext();
  });
  cluster.on('exit', (worker) => {
    if (holder?.worker === worker) holder = undefined;
    grantNext();
  });
}

/** A worker's side, over the IPC channel to the primary. */
export function writeLockClient(): WriteLock {
  const granted = new Map<number, () => void>();
  let nextId = 0;
  process.on('message', (message: unknown) => {
    if (isLockMessage(message) && message.type === GRANT) granted.get(message.id)?.();
  });
  return {
    acquire() {
      const id = nextId++;
      return new Promise((resolve) => {
        granted.set(id, () => {
          granted.delete(id);
          resolve(() => process.send!({ type: RELEASE, id } satisfies LockMessage));
        });
        process.send!({ type: ACQUIRE, id } satisfies LockMessage);
      });
    },
  };
}
