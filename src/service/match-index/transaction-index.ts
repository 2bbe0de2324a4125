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

/** What a transaction has read so far of the entries of one record type that others committed since its index. */
interface CommittedSince {
  /** The latest entry read of each record (null: the record is gone). */
  entries: Map<string, RecordEntry | null>;
  /** The last entry read (or the index's point of the sequence): the next read continues after it. */
  after: { seq: number; recordId?: string };
}

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
  /**
   * Per record type: the records whose written entry carries a key, as (low word, id) pairs by the key's high word,
   * so that finding them builds no key text.
   */
  private readonly writtenByKey = new Map<string, Map<number, [low: number, id: string][]>>();
  /** Per record type: the entries committed by others since the process's index, as read so far. */
  private readonly committed = new Map<string, CommittedSince>();
  /**
   * No other transaction can commit before this one ends, as on SQLite, where the transaction began with `begin
   * immediate` and so holds the store's write lock (and with several processes the processes' write lock) until it
   * ends, and where its reads see one snapshot anyway: the entries committed by others since the process's index
   * are then read once per record type, at its first search, not again at every search. Not on PostgreSQL: there
   * others commit while this transaction runs (see findMatches).
   */
  private readonly alone: boolean;

  constructor(trx: Kysely<Database>, live: IndexedMatching, { alone = false } = {}) {
    this.trx = trx;
    this.live = live;
    this.alone = alone;
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
    const { recordType } = layout;
    const others = await this.committedSince(recordType);
    const own = (id: string) => {
      const write = this.written.get(id);
      return write !== undefined && write.recordType === recordType;
    };
    const changed = (id: string) => own(id) || others.has(id);
    /** A changed record's entry, or undefined for one unchanged since the process's index. */
    const entryOf = (id: string) => {
      const write = this.written.get(id);
      return write !== undefined && write.recordType === recordType ? write.entry : others.get(id);
    };

    // The records written since that share a key with the search: this transaction's through its map of keys, each
    // once however many keys it shares, and the few others committed by checking their keys.
    const sharing = new Set<string>();
    const byKey = this.writtenByKey.get(recordType);
    const hashes = search.keys.hashes;
    for (let i = 0; byKey && i < hashes.length; i += 2) {
      for (const [low, id] of byKey.get(hashes[i]!) ?? []) if (low === hashes[i + 1]) sharing.add(id);
    }
    if (others.size > 0) {
      const wanted = new Set<string>();
      for (let i = 0; i < hashes.length; i += 2) wanted.add(keyText(hashes, i));
      for (const [id, entry] of others) {
        // One this transaction wrote again is found (or not) by the keys of its own entry, above.
        if (entry && !own(id) && sharesKey(entry.keys, wanted)) sharing.add(id);
      }
    }

    const kept = [...inIndex.duplicates, ...inIndex.guarded].filter(({ id }) => !changed(id));
    // Nothing written since touches what the index found, nor shares a key with the search: its answer stands.
    if (sharing.size === 0 && kept.length === inIndex.duplicates.length + inIndex.guarded.length) {
      return inIndex;
    }
    const revised: { id: string; reached: ScenarioReached[] }[] = kept;
    const live = this.live.indexOf(recordType);
    const probes = sharing.size > 0 ? probesOf(search, live) : [];
    for (const id of sharing) {
      const reached = reachedScenarios(probes, readForms(layout, entryOf(id)!.forms), true);
      if (reached.length > 0) revised.push({ id, reached });
    }
    const valueOf = (id: string) => {
      const entry = entryOf(id);
      return entry ? readForms(layout, entry.forms) : live.valueOfId(id);
    };
    return {
      duplicates: markAmbiguous(rankDuplicates(revised), valueOf, live.frequencies),
      guarded: rankGuarded(revised),
    };
  }

  /**
   * The entries of a record type committed by others since the process's index, up to now. Read from the store at
   * the first search of the type and then kept; later searches read only what was committed after the last entry
   * read, and when the transaction is `alone` nothing.
   *
   * Why reading on from the last entry misses nothing on PostgreSQL: a transaction takes its sequence number when
   * it stores its entries, last, by updating the sequence row, which it then holds locked until it commits; so
   * transactions commit in sequence order, every read sees a prefix of the sequence (all of one number or none of
   * it), and whatever commits after a read has a higher number than any entry it saw (also a record written again:
   * its entry moves to the new number). A search reads on after taking its key locks (WriterLocks.lockKeys in
   * writeEntry): whoever writes a record that shares a key with it either committed before the lock was granted, and
   * the read sees it, or waits for this transaction and then sees this one's records. That is what the race tests
   * hold (upsert-race.int.test.ts), and LiveIndex follows the entries the same way.
   */
  private async committedSince(recordType: string): Promise<ReadonlyMap<string, RecordEntry | null>> {
    let read = this.committed.get(recordType);
    if (read && this.alone) return read.entries;
    if (!read) this.committed.set(recordType, (read = { entries: new Map(), after: { seq: this.live.seq } }));
    for (;;) {
      const entries = await readEntriesSince(this.trx, read.after, PAGE, recordType);
      for (const { recordId, entry } of entries) read.entries.set(recordId, entry);
      const last = entries.at(-1);
      if (last) read.after = { seq: last.seq, recordId: last.recordId };
      if (entries.length < PAGE) return read.entries;
    }
  }

  /** Records the entry of a record this transaction wrote (null: it removed the record); stored by `store`. */
  write(layout: IndexLayout, recordId: string, entry: RecordEntry | null): void {
    const previous = this.written.get(recordId);
    if (previous?.entry) this.unlistKeys(previous.recordType, previous.entry.keys, recordId);
    this.written.set(recordId, { recordId, recordType: layout.recordType, layout: layout.signature, entry });
    if (entry) this.listKeys(layout.recordType, entry.keys, recordId);
  }

  private listKeys(recordType: string, keys: Uint32Array, recordId: string): void {
    let byKey = this.writtenByKey.get(recordType);
    if (!byKey) this.writtenByKey.set(recordType, (byKey = new Map()));
    for (let i = 0; i < keys.length; i += 2) {
      const pair: [number, string] = [keys[i + 1]!, recordId];
      const pairs = byKey.get(keys[i]!);
      if (pairs) pairs.push(pair);
      else byKey.set(keys[i]!, [pair]);
    }
  }

  /** Takes a record's keys out of the map when its entry is written again: its earlier keys find it no longer. */
  private unlistKeys(recordType: string, keys: Uint32Array, recordId: string): void {
    const byKey = this.writtenByKey.get(recordType)!;
    for (let i = 0; i < keys.length; i += 2) {
      const left = (byKey.get(keys[i]!) ?? []).filter(([, id]) => id !== recordId);
      if (left.length > 0) byKey.set(keys[i]!, left);
      else byKey.delete(keys[i]!);
    }
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
