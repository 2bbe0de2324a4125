import type { UpsertDataInput, UpsertDataOutput } from '../../contract/upsert';
import {
  upsertTogether,
  type SubmittedInput,
  type UpsertCaller,
  type UpsertDependencies,
} from './upsert-service';

/** More than this many waiting upserts are committed in more than one transaction: one answer is not held long. */
const MOST_IN_ONE_COMMIT = 64;

interface Waiting extends SubmittedInput {
  answer(output: UpsertDataOutput): void;
  fail(error: unknown): void;
}

/**
 * Group commit for single upserts. A transaction's fixed cost (the store's write lock, catching up with other
 * processes' entries, the commit itself) is most of a single upsert's; so while one transaction writes, the upserts
 * that arrive wait, and are then written together in the next, in the order they came. Each is still saved or
 * failed on its own (all or nothing by its own `allOrNone`), finds every record committed before it and those the
 * upserts ahead of it in its group wrote, is audited as its own caller, and is answered only once its transaction
 * has committed. An upsert that arrives while nothing is being written is written at once, alone.
 */
export class UpsertGroups {
  private waiting: Waiting[] = [];
  private writing = false;
  private readonly deps: UpsertDependencies;

  constructor(deps: UpsertDependencies) {
    this.deps = deps;
  }

  /** The upsert of `input`, as `caller`; never a preview, which writes nothing to group. */
  upsert(input: UpsertDataInput, caller: UpsertCaller): Promise<UpsertDataOutput> {
    if (caller.preview || caller.alongside) throw new Error('Only upserts that commit alone can be grouped');
    return new Promise((answer, fail) => {
      this.waiting.push({ input, caller, answer, fail });
      if (!this.writing) void this.writeWaiting();
    });
  }

  private async writeWaiting(): Promise<void> {
    this.writing = true;
    try {
      while (this.waiting.length > 0) {
        await this.commit(this.waiting.splice(0, MOST_IN_ONE_COMMIT));
      }
    } finally {
      this.writing = false;
    }
  }

  private async commit(group: readonly Waiting[]): Promise<void> {
    try {
      const outputs = await upsertTogether(this.deps, group);
      group.forEach((waiting, position) => waiting.answer(outputs[position]!));
    } catch (error) {
      if (group.length === 1) {
        group[0]!.fail(error);
        return;
      }
      // A failure that is not an input's own (the store's) would otherwise fail every request of the group: each
      // is tried again alone, so that only those it still fails get the error.
      for (const waiting of group) await this.commit([waiting]);
    }
  }
}
