import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/** What a background worker is run with: its log and, for tests, shorter waits than its own. */
export interface WorkerSettings {
  log: FastifyBaseLogger;
  /** How long an idle worker waits before it looks for work again. */
  idleMs?: number;
  /** How long work it claimed stays its own; work whose claim lapsed is taken by any process. */
  leaseMs?: number;
}

/**
 * Background work of a service process: runs `step` again and again while it finds work, waits `idleMs` when it
 * finds none (or until woken), and stops between two steps. A step that throws is logged and the loop goes on.
 */
export abstract class BackgroundWorker {
  /** This worker's name in the claims it makes on shared work. */
  protected readonly worker = randomUUID();
  protected readonly leaseMs: number;
  private readonly log: FastifyBaseLogger;
  private readonly idleMs: number;
  private stopping = false;
  private running: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;

  constructor(settings: WorkerSettings, defaults: { idleMs: number; leaseMs: number }) {
    this.log = settings.log;
    this.idleMs = settings.idleMs ?? defaults.idleMs;
    this.leaseMs = settings.leaseMs ?? defaults.leaseMs;
  }

  /** Does one piece of work; false when there was none. */
  abstract step(): Promise<boolean>;

  start(): void {
    this.running ??= this.loop();
  }

  /** Whether the service is stopping: a long step stops at its next break and leaves the rest to another process. */
  protected get stopRequested(): boolean {
    return this.stopping;
  }

  /** Looks for work now rather than after the idle wait. */
  wake(): void {
    this.wakeUp?.();
  }

  /** Stops after the step in hand; work it had claimed is taken up again once its claim lapses. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.running;
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let worked = false;
      try {
        worked = await this.step();
      } catch (error) {
        this.log.error({ err: error }, 'background work failed');
      }
      if (!worked && !this.stopping) await this.idle();
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.idleMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = done;
    });
  }
}

/** Lets pending I/O and requests run between two slices of long work. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Background work done once every `idleMs` (or when woken): a look or a cleanup that finds no queue to drain. */
export class PeriodicWorker extends BackgroundWorker {
  private readonly task: () => Promise<void>;

  constructor(settings: WorkerSettings, idleMs: number, task: () => Promise<void>) {
    super(settings, { idleMs, leaseMs: 0 });
    this.task = task;
  }

  async step(): Promise<boolean> {
    await this.task();
    return false;
  }
}
