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
import { RecordsByKey } from './records-by-key';
import { readForms } from './stored-forms';

/** Entries read per query when catching up inside a transaction: thousands when many writers commit at once. */
const PAGE = 1000;

/** What a transaction has read so far of the entries of one record type that others committed since its index. */
interface CommittedSince {
  /** The latest entry read of each record (null: the record is gone). */
  entries: Map<string, RecordEntry | null>;
  /** Those entries' records by their keys: a search finds the ones sharing its keys without a look at the rest. */
  byKey: RecordsByKey;
  /** The last entry read (or the index's point of the sequence): the next read continues after it. */
  after: { seq: number; recordId?: string };
  /** The transaction's keys held (WriterLocks.keysHeld) when it read them. */
  keysHeld: number;
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
  /** Per record type: the records this transaction wrote, by the keys of their entries. */
  private readonly writtenByKey = new Map<string, RecordsByKey>();
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
  /**
   * Changes whenever the transaction has come to hold more keys (WriterLocks.keysHeld). While it stays the same, a
   * search finds nothing new committed since the last read: whoever writes a record sharing a key held then either
   * committed before that read or cannot commit before this transaction ends.
   */
  private readonly keysHeld: () => number;

  constructor(
    trx: Kysely<Database>,
    live: IndexedMatching,
    { alone = false, keysHeld }: { alone?: boolean; keysHeld?: () => number } = {},
  ) {
    this.trx = trx;
    this.live = live;
    this.alone = alone;
    // Without a count of its keys the transaction reads on at every search.
    this.keysHeld = keysHeld ?? (() => Number.NaN);
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
    const changed = (id: string) => own(id) || others.entries.has(id);
    /** A changed record's entry, or undefined for one unchanged since the process's index. */
    const entryOf = (id: string) => {
      const write = this.written.get(id);
      return write !== undefined && write.recordType === recordType ? write.entry : others.entries.get(id);
    };

    // The records written since that share a key with the search, each once however many keys it shares: this
    // transaction's and those others committed, through their maps of keys. One this transaction wrote again is
    // found (or not) by the keys of its own entry.
    const sharing = new Set<string>();
    const hashes = search.keys.hashes;
    this.writtenByKey.get(recordType)?.addSharing(hashes, sharing);
    const committedSharing = new Set<string>();
    others.byKey.addSharing(hashes, committedSharing);
    for (const id of committedSharing) if (!own(id)) sharing.add(id);

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
   * read, and nothing when the transaction is `alone` or has taken no more keys since that read.
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
  private async committedSince(recordType: string): Promise<Readonly<CommittedSince>> {
    let read = this.committed.get(recordType);
    const keysHeld = this.keysHeld();
    if (read && (this.alone || read.keysHeld === keysHeld)) return read;
    if (!read) {
      read = { entries: new Map(), byKey: new RecordsByKey(), after: { seq: this.live.seq }, keysHeld };
      this.committed.set(recordType, read);
    }
    read.keysHeld = keysHeld;
    for (;;) {
      const entries = await readEntriesSince(this.trx, read.after, PAGE, recordType);
      for (const { recordId, entry } of entries) {
        const previous = read.entries.get(recordId);
        if (previous) read.byKey.unlist(previous.keys, recordId);
        read.entries.set(recordId, entry);
        if (entry) read.byKey.list(entry.keys, recordId);
      }
      const last = entries.at(-1);
      if (last) read.after = { seq: last.seq, recordId: last.recordId };
      if (entries.length < PAGE) return read;
    }
  }

  /** Records the entry of a record this transaction wrote (null: it removed the record); stored by `store`. */
  write(layout: IndexLayout, recordId: string, entry: RecordEntry | null): void {
    const previous = this.written.get(recordId);
    if (previous?.entry) this.writtenByKey.get(previous.recordType)!.unlist(previous.entry.keys, recordId);
    this.written.set(recordId, { recordId, recordType: layout.recordType, layout: layout.signature, entry });
    if (!entry) return;
    let byKey = this.writtenByKey.get(layout.recordType);
    if (!byKey) this.writtenByKey.set(layout.recordType, (byKey = new RecordsByKey()));
    byKey.list(entry.keys, recordId);
  }

  /** Stores the entries written, under one new sequence number. Call it last, just before the commit. */
  async store(): Promise<void> {
    await writeEntries(this.trx, [...this.written.values()]);
  }
}
