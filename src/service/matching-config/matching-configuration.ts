import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MatchMethodDefinition, MatchOptions, WordLists } from '../matching/match-method';
import { matchMethod } from '../matching/method-registry';
import { Shared, type MatchModel } from '../matching/probabilistic/match-model';
import type { ScenarioPlan } from '../matching/scoring/score-scenario';
import type { ScoreMethod } from '../../contract/matching';
import { buildWordLists } from '../matching/word-lists/word-list-index';
import { loadWordLists, type StoredWordList } from '../word-lists/word-list-store';
import type { ScenarioDefinition } from '../scenarios/scenario';
import { listScenarios } from '../scenarios/scenario-store';
import { readServingConfigurations, type ServingConfiguration } from './serving-configurations';
import type { Database } from '../storage/schema';

export interface PlannedScenario {
  definition: ScenarioDefinition;
  plan: ScenarioPlan;
}

/**
 * Scenarios of every record type as scoring plans, with their word lists built once. Read on every search and
 * every record write, so it is loaded at start and replaced whole when configuration changes.
 */
export class MatchingConfiguration {
  private readonly byType: ReadonlyMap<string, PlannedScenario[]>;
  private readonly byId: ReadonlyMap<string, PlannedScenario>;
  /** The record types it was loaded for, with scenarios or without. */
  readonly recordTypes: readonly string[];

  /** Scenarios created while their record type's index is being built: they serve once it completes. */
  private readonly indexing: ReadonlySet<string>;

  private constructor(
    recordTypes: readonly string[],
    scenarios: PlannedScenario[],
    indexing: ReadonlySet<string> = new Set(),
  ) {
    this.recordTypes = recordTypes;
    this.indexing = indexing;
    const byType = new Map<string, PlannedScenario[]>();
    for (const scenario of scenarios) {
      byType.set(scenario.definition.recordType, [
        ...(byType.get(scenario.definition.recordType) ?? []),
        scenario,
      ]);
    }
    this.byType = byType;
    this.byId = new Map(scenarios.map((scenario) => [scenario.definition.id, scenario]));
  }

  /**
   * What searches and writes use: for each record type, the scenarios configured, or, while the type's index is
   * being built under a change, the configuration it serves until the build completes.
   */
  static async load(db: Kysely<Database>, recordTypes: readonly string[], defaultCountry: string) {
    return MatchingConfiguration.assemble(
      db,
      recordTypes,
      defaultCountry,
      await readServingConfigurations(db),
    );
  }

  /** The scenarios configured now, whether or not their index is built yet: what a build builds towards. */
  static async configured(db: Kysely<Database>, recordTypes: readonly string[], defaultCountry: string) {
    return MatchingConfiguration.assemble(db, recordTypes, defaultCountry, new Map());
  }

  private static async assemble(
    db: Kysely<Database>,
    recordTypes: readonly string[],
    defaultCountry: string,
    serving: ReadonlyMap<string, ServingConfiguration>,
  ) {
    const planOfScenario = await scenarioPlanner(db, defaultCountry);
    const scenarios: PlannedScenario[] = [];
    const indexing = new Set<string>();
    for (const recordType of recordTypes) {
      const pinned = serving.get(recordType);
      const configured = await listScenarios(db, recordType);
      const plan = pinned ? plannerOver(pinned.wordLists, defaultCountry) : planOfScenario;
      for (const definition of pinned?.scenarios ?? configured)
        scenarios.push({ definition, plan: plan(definition) });
      if (!pinned) continue;
      const served = new Set(pinned.scenarios.map((scenario) => scenario.id));
      for (const { id } of configured) if (!served.has(id)) indexing.add(id);
    }
    return new MatchingConfiguration(recordTypes, scenarios, indexing);
  }

  /** Every scenario of a record type, hidden ones included, in configured order. */
  scenariosOf(recordType: string): readonly PlannedScenario[] {
    return this.byType.get(recordType) ?? [];
  }

  scenario(id15: string): PlannedScenario | undefined {
    return this.byId.get(id15);
  }

  /** Whether a scenario was created and serves once its record type's index build completes. */
  awaitsIndexBuild(id15: string): boolean {
    return this.indexing.has(id15);
  }
}

/**
 * Turns scenario definitions into scoring plans against the word lists stored now, each pair of lists built once:
 * for the configuration in force, and for a draft an admin is editing.
 */
export async function scenarioPlanner(
  db: Kysely<Database>,
  defaultCountry: string,
): Promise<(definition: ScenarioDefinition) => ScenarioPlan> {
  return plannerOver(await loadWordLists(db), defaultCountry);
}

/** Turns scenario definitions into scoring plans against the given word lists, each pair of lists built once. */
export function plannerOver(
  wordLists: readonly StoredWordList[],
  defaultCountry: string,
): (definition: ScenarioDefinition) => ScenarioPlan {
  const lists = new Map(wordLists.map((list) => [list.name, list]));
  const versions = new Map([...lists.values()].map((list) => [list.name, listVersion(list)]));
  const built = new Map<string, WordLists>();
  const wordListsFor = (frequentName: string | null, synonymName: string | null) => {
    const key = `${frequentName ?? ''}\u0000${synonymName ?? ''}`;
    let found = built.get(key);
    if (!found) {
      found = buildWordLists(
        entriesOf(lists, frequentName, 'FREQUENT'),
        entriesOf(lists, synonymName, 'SYNONYM'),
      );
      built.set(key, found);
    }
    return found;
  };
  return (definition) =>
    planOf(definition, wordListsFor, (name) => versions.get(name) ?? 'none', defaultCountry);
}

function entriesOf(
  lists: ReadonlyMap<string, StoredWordList>,
  name: string | null,
  kind: 'FREQUENT',
): string[];
function entriesOf(
  lists: ReadonlyMap<string, StoredWordList>,
  name: string | null,
  kind: 'SYNONYM',
): string[][];
function entriesOf(
  lists: ReadonlyMap<string, StoredWordList>,
  name: string | null,
  kind: StoredWordList['kind'],
) {
  const list = name ? lists.get(name) : undefined;
  return list?.kind === kind ? list.entries : [];
}

/** A short tag of a list's kind and entries: it changes whenever the list would prepare values differently. */
const listVersion = (list: StoredWordList) =>
  createHash('sha1')
    .update(JSON.stringify([list.kind, list.entries]))
    .digest('base64url')
    .slice(0, 10);

/**
 * What a trained model gives a scenario's plan: a PROBABILISTIC scenario scores with it, a SEARCH scenario's scores
 * are calibrated to its boundary (probabilistic/search-boundary.ts). Without a model both score the weighted mean.
 */
export function trainedScoring(
  scoreMethod: ScoreMethod,
  model: MatchModel | null,
): Pick<ScenarioPlan, 'model' | 'searchBoundary'> {
  if (!model) return { model: null, searchBoundary: null };
  return scoreMethod === 'PROBABILISTIC'
    ? { model, searchBoundary: null }
    : { model: null, searchBoundary: model.searchBoundary ?? null };
}

/**
 * The scenario's model when it was trained on the fields it has now, in their order: a scenario whose fields changed
 * since scores by the weighted mean until it is trained again.
 */
function trainedOnFields({ model, fields }: ScenarioDefinition): MatchModel | null {
  if (!model) return null;
  return model.fields.length === fields.length &&
    model.fields.every((field, i) => field.field === fields[i]!.field)
    ? model
    : null;
}

/** With whom a field's values may be shared (FieldPlan.shared), in a scenario about people or about organisations. */
function sharedEvidence(method: MatchMethodDefinition, aboutOrganisations: boolean): Shared {
  if (!method.shared) return Shared.no;
  if (!aboutOrganisations || method.organisationEvidence === undefined) return Shared.place;
  return method.organisationEvidence === 'brand' ? Shared.brand : Shared.no;
}

function planOf(
  definition: ScenarioDefinition,
  wordListsFor: (frequent: string | null, synonyms: string | null) => WordLists,
  listVersionOf: (name: string) => string,
  defaultCountry: string,
): ScenarioPlan {
  const listTag = (name: string | null) => (name ? `${name}@${listVersionOf(name)}` : '');
  // A scenario that compares no person's name is about organisations: what one has of its own is its own evidence.
  const aboutOrganisations = !definition.fields.some((field) => matchMethod(field.matchMethod).swappable);
  return {
    scenarioId: definition.id,
    scenarioName: definition.name,
    threshold: definition.threshold,
    minimumEvidence: definition.minimumEvidence,
    ...trainedScoring(definition.scoreMethod, trainedOnFields(definition)),
    fields: definition.fields.map((field) => {
      const preparation = [
        field.matchMethod,
        listTag(field.frequentList),
        listTag(field.synonymList),
        field.matchConfig ? JSON.stringify(field.matchConfig) : '',
        defaultCountry,
      ].join(':');
      const options: MatchOptions = {
        lists: wordListsFor(field.frequentList, field.synonymList),
        defaultCountry,
        config: field.matchConfig,
      };
      const method = matchMethod(field.matchMethod);
      return {
        scenarioFieldId: field.id,
        field: field.field,
        preparation,
        form: `${field.field}:${preparation}`,
        weight: field.weight,
        guard: field.guard,
        identifier: field.identifier,
        shared: sharedEvidence(method, aboutOrganisations),
        indexGroups: field.doNotIndex ? [] : field.indexGroups,
        method,
        options,
      };
    }),
  };
}
