import type { Kysely, Selectable } from 'kysely';
import type { RecordRef } from '../../contract/record-ref';
import { toId18 } from '../../contract/record-id';
import { fromJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import { displayTemplateOf, fieldText, recordDetails, renderDisplayName } from './record-display';
import { findRecords, toStoredRecord, type RecordValues, type StoredRecord } from './record-store';
import type { RecordTypeDefinition } from './record-type';
import type { RecordTypeStore } from './record-type-store';

/** Ids per look-up: far below either dialect's limit of bound values. */
const LOOKUP_CHUNK = 1000;

interface Known {
  type: RecordTypeDefinition;
  record: StoredRecord;
  state: 'STORED' | 'MERGED';
}

/** The rows a merge removed, as its undo image keeps them: a merged-away record's name as it was. */
interface MergeImageRecords {
  records: Selectable<Database['records']>[];
}

const chunksOf = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / LOOKUP_CHUNK) }, (_, index) =>
    items.slice(index * LOOKUP_CHUNK, (index + 1) * LOOKUP_CHUNK),
  );

/**
 * Names for the records a page refers to, read in one go: a record as stored now, a record merged away as the
 * merge's image keeps it, and otherwise its id.
 */
export class RecordRefs {
  private readonly known: ReadonlyMap<string, Known>;

  private constructor(known: ReadonlyMap<string, Known>) {
    this.known = known;
  }

  static async load(
    db: Kysely<Database>,
    recordTypes: RecordTypeStore,
    ids15: Iterable<string>,
  ): Promise<RecordRefs> {
    const wanted = [...new Set(ids15)];
    const known = new Map<string, Known>();
    const remember = (record: StoredRecord, state: Known['state']) => {
      const type = recordTypes.byApiName(record.type);
      if (type) known.set(record.id, { type, record, state });
    };
    for (const chunk of chunksOf(wanted))
      for (const record of await findRecords(db, chunk)) remember(record, 'STORED');
    const missing = wanted.filter((id) => !known.has(id));
    for (const chunk of chunksOf(missing)) {
      const tombstones = await db
        .selectFrom('merged_records')
        .select(['id', 'merge_id'])
        .where('id', 'in', chunk)
        .execute();
      if (tombstones.length === 0) continue;
      const merges = await db
        .selectFrom('merges')
        .select('before_image')
        .where('id', 'in', [...new Set(tombstones.map((tombstone) => tombstone.merge_id))])
        .execute();
      const gone = new Set(tombstones.map((tombstone) => tombstone.id));
      for (const merge of merges)
        for (const row of fromJson<MergeImageRecords>(merge.before_image, 'merges.before_image').records)
          if (gone.has(row.id)) remember(toStoredRecord(row), 'MERGED');
    }
    return new RecordRefs(known);
  }

  ref(id15: string): RecordRef {
    const id = toId18(id15);
    const known = this.known.get(id15);
    if (!known) return { id, objectType: null, displayName: id, details: [], state: 'GONE' };
    const { type, record, state } = known;
    return {
      id,
      objectType: type.name,
      displayName: renderDisplayName(displayTemplateOf(type), id, record.values) ?? id,
      details: recordDetails(type, record.values),
      state,
    };
  }

  /**
   * A record's ref, or for one no longer stored whose last values the caller kept (an import row's, for a record
   * its undo deleted), its name from those values, still marked deleted.
   */
  refOr(
    id15: string,
    type: RecordTypeDefinition | undefined,
    keptValues: RecordValues | undefined,
  ): RecordRef {
    const ref = this.ref(id15);
    if (ref.state !== 'GONE' || !type || !keptValues) return ref;
    const displayName = renderDisplayName(displayTemplateOf(type), ref.id, keptValues);
    return displayName ? { ...ref, objectType: type.name, displayName } : ref;
  }

  refs(ids15: readonly string[]): RecordRef[] {
    return ids15.map((id15) => this.ref(id15));
  }

  /**
   * The fields, in the order of the first stored record's type, whose values differ among the stored records of
   * that type: what a steward compares first.
   */
  differingFields(ids15: readonly string[]): string[] {
    const stored = ids15.flatMap((id15) => {
      const known = this.known.get(id15);
      return known?.state === 'STORED' ? [known] : [];
    });
    const type = stored[0]?.type;
    if (!type) return [];
    const sameType = stored.filter((known) => known.type === type).map((known) => known.record.values);
    if (sameType.length < 2) return [];
    return type.fields
      .filter((field) => new Set(sameType.map((values) => fieldText(values[field.name]))).size > 1)
      .map((field) => field.name);
  }
}
