import type { Kysely } from 'kysely';
import { MAX_PREVIEW_PAIRS, type LabelledPairSource } from '../../contract/scenario-preview';
import { findRecords, type RecordValues } from '../records/record-store';
import { fromJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import type { MergeImage } from './merge-records';

/** Two records and what is known of them: one, or not. */
export interface LabelledPair {
  first: { id15: string; values: RecordValues };
  second: { id15: string; values: RecordValues };
  source: LabelledPairSource;
  duplicate: boolean;
}

/**
 * The pairs stewards decided, newest first, at most MAX_PREVIEW_PAIRS of each kind: each record a merge folded into
 * its master (duplicates, with the values they had before the merge), and each pair decided not a duplicate (with
 * the values they have now). A job's auto-merge decided nothing a steward did: its merges are left out.
 */
export async function stewardDecisions(db: Kysely<Database>, recordType: string): Promise<LabelledPair[]> {
  const merges = await db
    .selectFrom('merges as m')
    .select(['m.master_id', 'm.loser_ids', 'm.before_image'])
    .where('m.record_type', '=', recordType)
    .where('m.undone_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('review_batch_items as i')
            .innerJoin('review_batches as b', 'b.id', 'i.batch_id')
            .select('i.merge_id')
            .whereRef('i.merge_id', '=', 'm.id')
            .where('b.job_id', 'is not', null),
        ),
      ),
    )
    .orderBy('m.merged_at', 'desc')
    .limit(MAX_PREVIEW_PAIRS)
    .execute();
  const merged = merges.flatMap((merge) => {
    const image = fromJson<MergeImage>(merge.before_image, 'merges.before_image');
    const valuesOf = (id15: string) => image.records.find((row) => row.id === id15);
    const master = valuesOf(merge.master_id);
    return fromJson<string[]>(merge.loser_ids, 'merges.loser_ids').flatMap((loserId): LabelledPair[] => {
      const loser = valuesOf(loserId);
      if (!master || !loser) return [];
      return [
        {
          first: { id15: master.id, values: fromJson<RecordValues>(master.data, 'merge image record') },
          second: { id15: loser.id, values: fromJson<RecordValues>(loser.data, 'merge image record') },
          source: 'MERGE',
          duplicate: true,
        },
      ];
    });
  });
  const decisions = await db
    .selectFrom('not_duplicates')
    .select(['record_id', 'other_id'])
    .where('record_type', '=', recordType)
    .orderBy('decided_at', 'desc')
    .limit(MAX_PREVIEW_PAIRS)
    .execute();
  const apart = await pairsOfStoredRecords(
    db,
    decisions.map((decision) => [decision.record_id, decision.other_id, false]),
    'NOT_DUPLICATE',
  );
  return [...merged, ...apart.pairs];
}

/** Pairs of stored records by id, and the ids that name no stored record (a merged-away or mistyped one). */
export async function pairsOfStoredRecords(
  db: Kysely<Database>,
  ids: readonly (readonly [string, string, boolean])[],
  source: LabelledPairSource,
  recordType?: string,
): Promise<{ pairs: LabelledPair[]; unknown: string[] }> {
  const records = new Map(
    (await findRecords(db, [...new Set(ids.flatMap(([a, b]) => [a, b]))]))
      .filter((record) => recordType === undefined || record.type === recordType)
      .map((record) => [record.id, record]),
  );
  const unknown = new Set<string>();
  const pairs = ids.flatMap(([a, b, duplicate]): LabelledPair[] => {
    const [first, second] = [records.get(a), records.get(b)];
    if (!first) unknown.add(a);
    if (!second) unknown.add(b);
    if (!first || !second) return [];
    return [
      {
        first: { id15: a, values: first.values },
        second: { id15: b, values: second.values },
        source,
        duplicate,
      },
    ];
  });
  return { pairs, unknown: [...unknown] };
}
