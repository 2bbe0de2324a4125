import type { Kysely } from 'kysely';
import type { MatchingConfiguration } from '../matching-config/matching-configuration';
import type { Database } from '../storage/schema';
import {
  entryStillAt,
  newestEntry,
  readEntriesByKey,
  readEntriesSince,
  readIndexClock,
  storeIdentity,
  type EntryKey,
  type StoredEntry,
} from './entry-store';
import { indexLayout, type IndexLayout } from './index-layout';
import { readSnapshot, savedPosition, saveSnapshot, signatureOf, type Snapshot } from './index-snapshot';
import { TypeIndex } from './type-index';

/** Entries read per query while loading or following; a page is applied in one go, so it stays short. */
const PAGE = 2000;

/** The matching configuration with the indexes built under it, as of one point of the entry sequence. */
export interface IndexedMatching {
  /** Version of the matching configuration (settings `matching.version`). */
  version: number;
  matching: MatchingConfiguration;
  /** Every entry up to this point of the sequence is in the indexes. */
  seq: number;
  indexOf(recordType: string): TypeIndex;
}

interface State {
  version: number;
  matching: MatchingConfiguration;
  indexes: ReadonlyMap<string, TypeIndex>;
  /** Every entry up to this point of the sequence is applied. */
  seq: number;
  /** The last entry applied (or sequence number reached), so that reading resumes after it. */
  last: { seq: number; recordId?: string };
}

type LoadMatching = (db: Kysely<Database>) => Promise<MatchingConfiguration>;

/** Where a live index comes from. */
export interface IndexSource {
  db: Kysely<Database>;
  /** The configuration of every record type there is: the index holds one per type it answers for. */
  loadMatching: LoadMatching;
  /**
   * A value that changes whenever the store changes (Store.changes): while it stays the same the index is current
   * without reading the store. Without it, every use reads the index clock.
   */
  changes?: () => string;
  /**
   * Where the index is saved between runs (a snapshot, index-snapshot.ts): read at start instead of building the
   * index from every stored entry, and written after a full build and when the service closes.
   */
  snapshotFile?: string;
}

/** How the index was made at start, for the log. */
export interface IndexStart {
  /** Record types restored from the snapshot; the others were built from the stored entries. */
  restored: string[];
  rebuilt: string[];
  /** Why the snapshot was not used, when it was not. */
  problem?: string;
  /** Entries applied after the snapshot's position, or written while loading. */
  caughtUp: number;
}

/** Entries applied since a snapshot beyond which a start saves a new one: this many, or a tenth of the records. */
const RESAVE_AFTER = 10_000;

/** The index layout of each record type under a configuration. */
const layoutsOf = (matching: MatchingConfiguration) =>
  new Map(
    matching.recordTypes.map((type) => [
      type,
      indexLayout(
        type,
        matching.scenariosOf(type).map(({ plan }) => plan),
      ),
    ]),
  );

/**
 * The match index of this process, kept in step with the database: loaded at start from the stored entries, then
 * brought up to date before every use by reading the entries written since (by this process or any other sharing
 * the database). A change of the matching configuration reloads it and rebuilds the indexes of the record types
 * whose layout it changed. One read of the sequence per use; concurrent uses share one catch-up.
 */
export class LiveIndex {
  private state: State;
  private catchingUp: Promise<void> | undefined;
  private readonly db: Kysely<Database>;
  private readonly loadMatching: LoadMatching;
  private readonly changes: (() => string) | undefined;
  /** What `changes` answered when the index was last caught up. */
  private caughtUpAt: string | undefined;
  private readonly snapshot: { file: string; storeId: string } | undefined;
  /** Entries applied since the snapshot was read or written. */
  private applied = 0;
  /** Whether the indexes hold anything the snapshot this process read or wrote does not. */
  private unsaved = false;
  readonly started: IndexStart;

  private constructor(
    source: IndexSource,
    state: State,
    snapshot: LiveIndex['snapshot'],
    started: Omit<IndexStart, 'caughtUp'>,
  ) {
    this.db = source.db;
    this.loadMatching = source.loadMatching;
    this.changes = source.changes;
    this.state = state;
    this.snapshot = snapshot;
    this.started = { ...started, caughtUp: 0 };
  }

  static async start(source: IndexSource) {
    const { db, loadMatching, snapshotFile } = source;
    const clock = await readIndexClock(db);
    // Read with the clock: a full load holds at least every entry up to it.
    const newest = await newestEntry(db, clock.seq);
    const storeId = snapshotFile === undefined ? undefined : await storeIdentity(db);
    const saved =
      snapshotFile === undefined || storeId === undefined
        ? undefined
        : await usableSnapshot(db, snapshotFile, storeId, clock.seq);
    const matching = await loadMatching(db);
    const layouts = layoutsOf(matching);
    const restored = new Map<string, TypeIndex>();
    if (saved && 'images' in saved) {
      for (const [type, layout] of layouts) {
        const image = saved.images.get(type);
        if (image && signatureOf(image) === layout.signature)
          restored.set(type, new TypeIndex(layout, 0, image));
      }
    }
    const rebuilt = await loadIndexes(db, new Map([...layouts].filter(([type]) => !restored.has(type))));
    const indexes = new Map(
      [...layouts.keys()].map((type) => [type, restored.get(type) ?? rebuilt.get(type)!]),
    );
    // From the snapshot's position, or (after a full load) the clock's: entries written meanwhile are read again
    // from the feed, and applying one twice changes nothing.
    const position =
      saved && 'images' in saved ? saved.position : { seq: clock.seq, last: newest ?? { seq: clock.seq } };
    const live = new LiveIndex(
      source,
      { version: clock.matchingVersion, matching, indexes, seq: position.seq, last: position.last },
      snapshotFile === undefined || storeId === undefined ? undefined : { file: snapshotFile, storeId },
      {
        restored: [...restored.keys()],
        rebuilt: [...rebuilt.keys()],
        ...(saved && 'problem' in saved ? { problem: saved.problem } : {}),
      },
    );
    await live.current();
    live.started.caughtUp = live.applied;
    const records = [...indexes.values()].reduce((sum, index) => sum + index.size, 0);
    if (rebuilt.size > 0 || live.applied > Math.max(RESAVE_AFTER, records / 10)) {
      await live.saveSnapshot();
      live.mapSavedSnapshot();
    }
    return live;
  }

  /**
   * Swaps the indexes for the snapshot just saved, mapped (index-image.ts): the memory they were built or caught up
   * in is freed, and their pages become the ones every other process mapping the file shares. Only at start, before
   * anything else holds an index, and with nothing applied since the save.
   */
  private mapSavedSnapshot(): void {
    if (!this.snapshot) return;
    const saved = readSnapshot(this.snapshot.file);
    if ('problem' in saved) return;
    const indexes = new Map(
      [...this.state.indexes].map(([type, index]) => {
        const image = saved.images.get(type);
        return [
          type,
          image && signatureOf(image) === index.layout.signature
            ? new TypeIndex(index.layout, 0, image)
            : index,
        ];
      }),
    );
    this.state = { ...this.state, indexes };
  }

  /**
   * Saves the snapshot unless it already holds every entry this index does: nothing changed since this process read
   * or wrote it, or another process of the service saved one as far along, which each does as the service stops.
   * A snapshot of ten million leads is 4 GB to write.
   */
  async saveSnapshotIfBehind(): Promise<void> {
    if (!this.snapshot) return;
    await this.current();
    if (!this.unsaved) return;
    const saved = savedPosition(this.snapshot.file);
    const { seq, version } = this.state;
    if (saved?.storeId === this.snapshot.storeId && saved.seq >= seq && saved.version >= version) return;
    await this.saveSnapshot();
  }

  /**
   * Catches up and writes the index to the snapshot file, so that the next start reads it rather than every stored
   * entry. The write itself is synchronous, so that it is one consistent point of the sequence; it takes a moment
   * per hundred thousand records.
   */
  async saveSnapshot(): Promise<void> {
    if (!this.snapshot) return;
    await this.current();
    const { seq, last, version, indexes } = this.state;
    saveSnapshot(this.snapshot.file, { storeId: this.snapshot.storeId, seq, last, version }, indexes);
    this.applied = 0;
    this.unsaved = false;
  }

  /** The configuration and indexes, with every change committed before the call. */
  async current(): Promise<IndexedMatching> {
    const changes = this.changes?.();
    if (changes === undefined || changes !== this.caughtUpAt) {
      const clock = await readIndexClock(this.db);
      while (this.state.version < clock.matchingVersion || this.state.seq < clock.seq) {
        this.catchingUp ??= this.catchUp(clock.seq).finally(() => (this.catchingUp = undefined));
        await this.catchingUp;
      }
      // Read before the clock: a commit after that read changes it, so the next use reads the clock again.
      this.caughtUpAt = changes;
    }
    const { version, matching, indexes, seq } = this.state;
    return {
      version,
      matching,
      seq,
      indexOf(recordType) {
        const index = indexes.get(recordType);
        if (!index) throw new Error(`No match index for the record type ${recordType}`);
        return index;
      },
    };
  }

  private async catchUp(seen: number): Promise<void> {
    const clock = await readIndexClock(this.db);
    if (clock.matchingVersion !== this.state.version) await this.reload(clock.matchingVersion);
    for (;;) {
      const entries = await readEntriesSince(this.db, this.state.last, PAGE);
      for (const entry of entries) this.apply(entry);
      if (entries.length < PAGE) break;
    }
    // The clock may name a sequence whose entries were all written again since, under a later one.
    this.state.seq = Math.max(this.state.last.seq, seen);
  }

  /**
   * Loads the configuration of `version` (read before it, so a change committed meanwhile is caught by the next
   * use) and rebuilds the index of every record type whose layout changed or that is new; the others are kept as
   * they are, and those of record types deleted since are dropped.
   */
  private async reload(version: number): Promise<void> {
    const matching = await this.loadMatching(this.db);
    const layouts = layoutsOf(matching);
    const changed = new Map(
      [...layouts].filter(
        ([type, layout]) => this.state.indexes.get(type)?.layout.signature !== layout.signature,
      ),
    );
    const rebuilt = await loadIndexes(this.db, changed);
    if (rebuilt.size > 0) this.unsaved = true;
    const indexes = new Map(
      [...layouts.keys()].map((type) => [type, rebuilt.get(type) ?? this.state.indexes.get(type)!]),
    );
    this.state = { ...this.state, version, matching, indexes };
  }

  private apply(entry: StoredEntry): void {
    const index = this.state.indexes.get(entry.recordType);
    if (index && entry.layout === index.layout.signature) {
      if (entry.entry) index.put(entry.recordId, entry.entry);
      else index.delete(entry.recordId);
    } else if (index && !entry.entry) {
      index.delete(entry.recordId);
    }
    // An entry of another layout was written under a newer configuration, which the next use loads.
    this.state.last = { seq: entry.seq, recordId: entry.recordId };
    this.applied++;
    this.unsaved = true;
  }
}

/**
 * The snapshot at `file` if it was taken of this store at a point its entries still show, or why not: taken of
 * another store, or ahead of this one's sequence, or ending with an entry the store no longer holds at that point
 * (both what a database restored from an older backup looks like).
 */
async function usableSnapshot(
  db: Kysely<Database>,
  file: string,
  storeId: string,
  seq: number,
): Promise<Snapshot | { problem: string }> {
  const saved = readSnapshot(file);
  if ('problem' in saved) return saved;
  const { position } = saved;
  if (position.storeId !== storeId) return { problem: 'taken of another store' };
  if (position.seq > seq)
    return { problem: `ahead of the store (entry ${position.seq}, the store's last is ${seq})` };
  const { recordId } = position.last;
  if (recordId !== undefined && !(await entryStillAt(db, { seq: position.last.seq, recordId })))
    return { problem: `the store no longer holds entry ${position.last.seq} as the snapshot saw it` };
  return saved;
}

/** Builds the indexes of the given layouts from every stored entry made under them, in one pass by id. */
async function loadIndexes(
  db: Kysely<Database>,
  layouts: ReadonlyMap<string, IndexLayout>,
): Promise<Map<string, TypeIndex>> {
  const indexes = new Map([...layouts].map(([type, layout]) => [type, new TypeIndex(layout)]));
  if (indexes.size === 0) return indexes;
  const signatures = [...layouts.values()].map((layout) => layout.signature);
  let after: EntryKey | undefined;
  for (;;) {
    const entries = await readEntriesByKey(db, signatures, after, PAGE);
    for (const { recordType, recordId, layout, entry } of entries) {
      const index = indexes.get(recordType);
      if (index && entry && layout === index.layout.signature) index.put(recordId, entry);
    }
    if (entries.length < PAGE) break;
    const last = entries.at(-1)!;
    after = { recordId: last.recordId, layout: last.layout };
  }
  for (const index of indexes.values()) index.fit();
  return indexes;
}
