import type { Kysely } from 'kysely';
import { parseRecordId, toId18 } from '../../contract/record-id';
import {
  MAX_PREVIEW_PAIRS,
  type LabelledPairSource,
  type ScenarioPreview,
  type ScenarioPreviewInput,
} from '../../contract/scenario-preview';
import { invalidInput } from '../http/validation-message';
import type { LiveIndex } from '../match-index/live-index';
import { fieldText } from '../match-index/record-entry';
import { scenarioPlanner } from '../matching-config/matching-configuration';
import { scoreValuePair, type PairScore } from '../matching/scoring/record-pair';
import type { ScenarioPlan } from '../matching/scoring/score-scenario';
import type { MergeImage } from '../merge/merge-records';
import { findRecords, type RecordValues } from '../records/record-store';
import type { RecordTypeStore } from '../records/record-type-store';
import { recordName } from '../records/sobject-serializer';
import { fromJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import { modelKept, resolvedScenario } from '../scenarios/scenario';
import { recordTypeNamed } from '../records/records-of-type';
import { checkedScenario } from './scenario-admin';
import { findScenario } from '../scenarios/scenario-store';

export interface ScenarioPreviewDependencies {
  db: Kysely<Database>;
  recordTypes: RecordTypeStore;
  defaultCountry: string;
  index: LiveIndex;
}

/** Two records and what is known of them: one, or not. */
interface LabelledPair {
  first: { id15: string; values: RecordValues };
  second: { id15: string; values: RecordValues };
  source: LabelledPairSource;
  duplicate: boolean;
}

const asText = (values: RecordValues): Record<string, string | undefined> =>
  Object.fromEntries(Object.keys(values).map((name) => [name, fieldText(values, name)]));

/**
 * The pairs stewards decided, newest first: each record a merge folded into its master (duplicates, with the values
 * they had before the merge), and each pair decided not a duplicate (with the values they have now).
 */
async function decidedPairs(db: Kysely<Database>, recordType: string): Promise<LabelledPair[]> {
  const merges = await db
    .selectFrom('merges')
    .select(['master_id', 'loser_ids', 'before_image', 'merged_at'])
    .where('record_type', '=', recordType)
    .where('undone_at', 'is', null)
    .orderBy('merged_at', 'desc')
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
async function pairsOfStoredRecords(
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

/**
 * A draft scenario scored, with no change to anything, on the pairs the stewards decided and those the admin
 * labelled; beside it the stored scenario it would replace. The scores carry whether they decide, so the console
 * works out precision and recall at any threshold from them (contract/labelled-metrics.ts).
 */
export async function previewScenario(
  deps: ScenarioPreviewDependencies,
  input: ScenarioPreviewInput,
): Promise<ScenarioPreview> {
  const type = recordTypeNamed(deps.recordTypes, input.scenario.objectName, 'scenario.objectName');
  const compareId = input.compareWith === undefined ? undefined : parseRecordId(input.compareWith);
  const current = compareId ? await findScenario(deps.db, compareId) : undefined;
  if (input.compareWith !== undefined && current?.recordType !== type.name)
    throw invalidInput([
      { field: 'compareWith', problem: `${type.name} has no scenario with the id ${input.compareWith}` },
    ]);
  const draft = await checkedScenario(deps.db, type, input.scenario, { replacing: current, at: 'scenario.' });

  const planOf = await scenarioPlanner(deps.db, deps.defaultCountry);
  // The draft scores as it would once saved: with the stored scenario's model while the draft keeps its fields.
  const draftPlan = planOf({
    ...resolvedScenario(draft, 'draft'),
    model: current ? modelKept(current, draft) : null,
  });
  const currentPlan = current ? planOf(current) : undefined;

  // An id that does not parse is kept as given: it finds no record and is reported as the admin wrote it.
  const given = new Map<string, string>();
  const id15Of = (id: string) => {
    const id15 = parseRecordId(id) ?? id;
    given.set(id15, id);
    return id15;
  };
  const uploaded = await pairsOfStoredRecords(
    deps.db,
    (input.labelledPairs ?? []).map((pair) => [id15Of(pair.firstId), id15Of(pair.secondId), pair.duplicate]),
    'UPLOAD',
    type.name,
  );
  const pairs = [...uploaded.pairs, ...(await decidedPairs(deps.db, type.name))].slice(0, MAX_PREVIEW_PAIRS);
  const frequencies = (await deps.index.current()).indexOf(type.name).frequencies;
  const score = (plan: ScenarioPlan, pair: LabelledPair): PairScore =>
    scoreValuePair(plan, asText(pair.first.values), asText(pair.second.values), frequencies);

  return {
    threshold: draftPlan.threshold,
    currentThreshold: currentPlan?.threshold ?? null,
    pairs: pairs.map((pair) => ({
      firstId: toId18(pair.first.id15),
      secondId: toId18(pair.second.id15),
      firstName: recordName(type, pair.first.values),
      secondName: recordName(type, pair.second.values),
      source: pair.source,
      duplicate: pair.duplicate,
      draft: score(draftPlan, pair),
      current: currentPlan ? score(currentPlan, pair) : null,
    })),
    unknownIds: uploaded.unknown.map((id15) => given.get(id15) ?? id15),
  };
}
