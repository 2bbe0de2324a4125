import type { Kysely } from 'kysely';
import { parseRecordId, toId18 } from '../../contract/record-id';
import {
  MAX_PREVIEW_PAIRS,
  type ScenarioPreview,
  type ScenarioPreviewInput,
} from '../../contract/scenario-preview';
import { invalidInput } from '../http/validation-message';
import type { LiveIndex } from '../match-index/live-index';
import { valuesAsText } from '../match-index/record-entry';
import { scenarioPlanner } from '../matching-config/matching-configuration';
import { scoreValuePair, type PairScore } from '../matching/scoring/record-pair';
import type { ScenarioPlan } from '../matching/scoring/score-scenario';
import { pairsOfStoredRecords, stewardDecisions, type LabelledPair } from '../merge/decided-pairs';
import type { RecordTypeStore } from '../records/record-type-store';
import { recordName } from '../records/sobject-serializer';
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
  const pairs = [...uploaded.pairs, ...(await stewardDecisions(deps.db, type.name))].slice(
    0,
    MAX_PREVIEW_PAIRS,
  );
  const frequencies = (await deps.index.current()).indexOf(type.name).frequencies;
  const score = (plan: ScenarioPlan, pair: LabelledPair): PairScore =>
    scoreValuePair(plan, valuesAsText(pair.first.values), valuesAsText(pair.second.values), frequencies);

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
