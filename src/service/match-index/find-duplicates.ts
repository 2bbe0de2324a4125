import { keyNamespace, searchKeys } from '../matching/scoring/blocking-keys';
import {
  prepareForms,
  rankDuplicates,
  rankGuarded,
  reachedScore,
  scenarioProbe,
  type CandidateValue,
  type InputKind,
  type ComparedForms,
  type Duplicate,
  type PreparedForms,
  type PreparedTexts,
  type ScenarioPlan,
  type ScenarioProbe,
  type ScenarioReached,
} from '../matching/scoring/score-scenario';
import { markAmbiguous } from '../matching/scoring/ambiguity';
import { hashKeys } from './key-hash';
import { FormsReader } from './stored-forms';
import type { SearchKeys, TypeIndex } from './type-index';

/**
 * Misses in a row after which a search stops: bench:match finds no duplicate past 20 on FEBRL and fake_1000, and
 * the workload of bench:search none past 10.
 */
export const DEFAULT_PATIENCE = 30;

/** How far a search goes down its ranked candidates. */
export interface SearchLimits {
  /** Most candidates scored. */
  cap: number;
  /**
   * Candidates scored in a row without a duplicate after which the search stops: candidates come rarest shared
   * keys first, so past a run of misses the rest share only weaker evidence still.
   */
  patience: number;
}

/** A search's input, prepared once: its values per form, and the keys of every scenario it uses. */
export interface PreparedSearch {
  plans: readonly ScenarioPlan[];
  input: PreparedForms;
  /** A record to write is held to each scenario's minimum evidence; a query is answered on what it asks. */
  kind: InputKind;
  keys: SearchKeys;
}

/** The search's scenarios ready to score the candidates of an index, with its term frequencies. */
export const probesOf = (search: PreparedSearch, index: TypeIndex): ScenarioProbe[] =>
  search.plans.map((plan) => scenarioProbe(plan, search.input, search.kind, index.frequencies));

export const prepareSearch = (
  plans: readonly ScenarioPlan[],
  values: Readonly<Record<string, string>>,
  kind: InputKind,
  texts?: PreparedTexts,
): PreparedSearch => searchOf(plans, prepareForms(plans, values, texts), kind);

/** A search of values already prepared (a stored record's, read from the index). */
export function searchOf(
  plans: readonly ScenarioPlan[],
  input: PreparedForms,
  kind: InputKind,
): PreparedSearch {
  const prepared = (field: { form: string }) => input.get(field.form);
  const keys = [...new Set(plans.flatMap((plan) => searchKeys(plan, prepared)))];
  const namespaces = new Map<string, number>();
  const groups = Uint8Array.from(keys, (key) => {
    const namespace = keyNamespace(key);
    let group = namespaces.get(namespace);
    if (group === undefined) namespaces.set(namespace, (group = namespaces.size));
    return group;
  });
  return { plans, input, kind, keys: { hashes: hashKeys(keys), groups } };
}

/**
 * The scenarios a candidate reaches, each compared until its threshold is out of reach; with `keepGuarded` also
 * those a guard held it apart in.
 */
export function reachedScenarios(
  probes: readonly ScenarioProbe[],
  candidate: CandidateValue,
  keepGuarded = false,
): ScenarioReached[] {
  const compared: ComparedForms = new Map();
  const reached: ScenarioReached[] = [];
  for (const probe of probes) {
    const one = reachedScore(probe, candidate, compared, keepGuarded);
    if (one) reached.push(one);
  }
  return reached;
}

/** What a search found: duplicates, and with `keepGuarded` the candidates only a guard held apart. */
export interface Matches {
  duplicates: Duplicate<string>[];
  guarded: Duplicate<string>[];
}

/**
 * Scores the candidates of one search in rank order, each with every scenario (stopping a scenario as soon as its
 * threshold is out of reach), and tells when to stop.
 */
export class CandidateScoring {
  private readonly index: TypeIndex;
  private readonly probes: ScenarioProbe[];
  private readonly limits: SearchLimits;
  private readonly keepGuarded: boolean;
  private readonly kind: InputKind;
  private readonly found: { id: string; reached: ScenarioReached[] }[] = [];
  private readonly reader: FormsReader;
  private scored = 0;
  private misses = 0;

  constructor(index: TypeIndex, search: PreparedSearch, limits: SearchLimits, keepGuarded = false) {
    this.index = index;
    this.probes = probesOf(search, index);
    this.limits = limits;
    this.keepGuarded = keepGuarded;
    this.kind = search.kind;
    this.reader = new FormsReader(index.layout);
  }

  /** Whether more candidates are worth scoring. */
  get wanted(): boolean {
    return this.scored < this.limits.cap && this.misses < this.limits.patience;
  }

  score(ordinal: number): void {
    const reached = reachedScenarios(this.probes, this.index.read(this.reader, ordinal), this.keepGuarded);
    this.scored++;
    if (reached.length > 0) this.found.push({ id: this.index.idOf(ordinal), reached });
    // A pair a guard holds apart is no duplicate: it counts as a miss.
    if (reached.some((one) => !one.guard)) this.misses = 0;
    else this.misses++;
  }

  /**
   * The candidates that reached at least one scenario unguarded, by score, then id. For a record to write, those
   * it cannot tell from another person's record are marked ambiguous; a query (a search) asks no decision of its
   * matches, and a broad one ("Jennifer") fits many people by nature.
   */
  duplicates(): Duplicate<string>[] {
    const ranked = rankDuplicates(this.found);
    if (this.kind !== 'record') return ranked;
    const { index } = this;
    return markAmbiguous(ranked, (id) => index.valueOfId(id), index.frequencies);
  }

  /** What was found, the candidates only a guard held apart included. */
  matches(): Matches {
    return { duplicates: this.duplicates(), guarded: rankGuarded(this.found) };
  }
}

function scoreRanked(index: TypeIndex, search: PreparedSearch, limits: SearchLimits, keepGuarded: boolean) {
  const ranked = index.rank(search.keys);
  const scoring = new CandidateScoring(index, search, limits, keepGuarded);
  for (let ordinal = ranked.next(); ordinal >= 0 && scoring.wanted; ordinal = ranked.next()) {
    scoring.score(ordinal);
  }
  return scoring;
}

/** Duplicates of the input among the records of one type's index, best first. */
export const findDuplicates = (index: TypeIndex, search: PreparedSearch, limits: SearchLimits) =>
  scoreRanked(index, search, limits, false).duplicates();

/** Duplicates, and the candidates only a guard held apart, as an upsert needs them. */
export const findMatches = (index: TypeIndex, search: PreparedSearch, limits: SearchLimits): Matches =>
  scoreRanked(index, search, limits, true).matches();
