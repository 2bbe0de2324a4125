import type { Kysely } from 'kysely';
import { markAmbiguous } from '../matching/scoring/ambiguity';
import { rankDuplicates, rankGuarded, type ScenarioReached } from '../matching/scoring/score-scenario';
import type { Database } from '../storage/schema';
import { readEntriesSince, writeEntries, type EntryWrite } from './entry-store';
import {
  findMatches,
  probesOf,
  reachedScenarios,
  type Matches,
  type PreparedSearch,
  type SearchLimits,
} from './find-duplicates';
import type { IndexLayout } from './index-layout';
import type { IndexedMatching } from './live-index';
import type { RecordEntry } from './record-entry';
import { readForms } from './stored-forms';

/** Entries read per query when catching up inside a transaction; more than a few is rare. */
const PAGE = 1000;

const keyText = (keys: Uint32Array, i: number) => `${keys[i]}:${keys[i + 1]}`;

/**
 * The match index as one write transaction sees it: the process's index as of a point of the entry sequence, the
 * entries other transactions committed since (read inside this one, after its locks, so nothing it must see can
 * be missing), and the entries this transaction writes itself, which are stored when it ends. Duplicates found
 * through it are exactly those a search of the database at this moment would find, however stale the process's
 * index: that is what keeps concurrent upserts of one new record from creating it twice.
 */
export class TransactionIndex {
  readonly live: IndexedMatching;
  private readonly trx: Kysely<Database>;
  private readonly written = new Map<string, EntryWrite>();

  constructor(trx: Kysely<Database>, live: IndexedMatching) {
    this.trx = trx;
    this.live = live;
  }

  /**
   * Duplicates of a search among the records of a type, and candidates only a guard held apart: those the process's
   * index holds (`inIndex`, when the caller found them before the transaction began), revised by every entry
   * written since.
   */
  async findMatches(
    layout: IndexLayout,
    search: PreparedSearch,
    limits: SearchLimits,
    inIndex = findMatches(this.live.indexOf(layout.recordType), search, limits),
  ): Promise<Matches> {
    const changed = new Map<string, RecordEntry | null>();
    for (let after: { seq: number; recordId?: string } = { seq: this.live.seq }; ;) {
      const entries = await readEntriesSince(this.trx, after, PAGE, layout.recordType);
      for (const { recordId, entry } of entries) changed.set(recordId, entry);
      if (entries.length < PAGE) break;
      after = { seq: entries.at(-1)!.seq, recordId: entries.at(-1)!.recordId };
    }
    for (const { recordId, recordType, entry } of this.written.values()) {
      if (recordType === layout.recordType) changed.set(recordId, entry);
    }
    const wanted = new Set<string>();
    for (let i = 0; i < search.keys.hashes.length; i += 2) wanted.add(keyText(search.keys.hashes, i));
    const probes = probesOf(search, this.live.indexOf(layout.recordType));
    const revised: { id: string; reached: ScenarioReached[] }[] = [
      ...inIndex.duplicates,
      ...inIndex.guarded,
    ].filter(({ id }) => !changed.has(id));
    for (const [id, entry] of changed) {
      if (!entry || !sharesKey(entry.keys, wanted)) continue;
      const reached = reachedScenarios(probes, readForms(layout, entry.forms), true);
      if (reached.length > 0) revised.push({ id, reached });
    }
    const live = this.live.indexOf(layout.recordType);
    const valueOf = (id: string) => {
      const entry = changed.get(id);
      return entry ? readForms(layout, entry.forms) : live.valueOfId(id);
    };
    return {
      duplicates: markAmbiguous(rankDuplicates(revised), valueOf, live.frequencies),
      guarded: rankGuarded(revised),
    };
  }

  /** Records the entry of a record this transaction wrote (null: it removed the record); stored by `store`. */
  write(layout: IndexLayout, recordId: string, entry: RecordEntry | null): void {
    this.written.set(recordId, { recordId, recordType: layout.recordType, layout: layout.signature, entry });
  }

  /** Stores the entries written, under one new sequence number. Call it last, just before the commit. */
  async store(): Promise<void> {
    await writeEntries(this.trx, [...this.written.values()]);
  }
}

function sharesKey(keys: Uint32Array, wanted: ReadonlySet<string>): boolean {
  for (let i = 0; i < keys.length; i += 2) if (wanted.has(keyText(keys, i))) return true;
  return false;
}
