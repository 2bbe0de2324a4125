import type { TrainingPairs } from '../matching/probabilistic/train-model';
import { compareRecords, formsOf } from '../matching/scoring/record-pair';
import type { FieldOutcome, ScenarioPlan } from '../matching/scoring/score-scenario';
import { searchOf } from './find-duplicates';
import type { TypeIndex } from './type-index';
import { nextTurn } from '../processes/background-worker';

export interface TrainingSample {
  /** Pairs drawn at random. */
  randomPairs: number;
  /** Records whose best-ranked candidates give the blocked pairs, and how many candidates each. */
  searchedRecords: number;
  candidatesPerRecord: number;
  seed: number;
}

export const DEFAULT_TRAINING_SAMPLE: TrainingSample = {
  randomPairs: 20_000,
  searchedRecords: 2_000,
  candidatesPerRecord: 10,
  seed: 20261125,
};

/** A small seeded generator: training the same records twice gives the same model. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Comparisons made between two turns of the event loop: a few milliseconds' worth. */
const PAIRS_PER_TURN = 500;

/**
 * Pairs of a record type's records to learn a scenario's model from, read from its match index: pairs drawn at
 * random, and each sampled record with its best-ranked candidates (what a search of it would score), every pair
 * once. Yields to the event loop every few hundred comparisons, so a service keeps answering while it trains.
 */
export async function trainingPairs(
  index: TypeIndex,
  plan: ScenarioPlan,
  sample: TrainingSample = DEFAULT_TRAINING_SAMPLE,
): Promise<TrainingPairs> {
  const random = seeded(sample.seed);
  const ordinal = (): number => {
    for (;;) {
      const drawn = Math.floor(random() * index.ordinalBound);
      if (index.holds(drawn)) return drawn;
    }
  };
  const compare = (a: number, b: number): FieldOutcome[] =>
    compareRecords(plan, index.candidateValue(a), index.candidateValue(b), index.frequencies).fields;

  const randomPairs: FieldOutcome[][] = [];
  if (index.size > 1) {
    for (let n = 0; n < sample.randomPairs; n++) {
      if (n % PAIRS_PER_TURN === 0) await nextTurn();
      const [a, b] = [ordinal(), ordinal()];
      if (a !== b) randomPairs.push(compare(a, b));
    }
  }

  const blocked: FieldOutcome[][] = [];
  const seen = new Set<string>();
  const searched = new Set<number>();
  for (let n = 0; n < Math.min(sample.searchedRecords, index.size); n++) {
    if (n % (PAIRS_PER_TURN / sample.candidatesPerRecord) === 0) await nextTurn();
    const record = ordinal();
    if (searched.has(record)) continue;
    searched.add(record);
    const search = searchOf([plan], formsOf([plan], index.candidateValue(record)), 'record');
    const ranked = index.rank(search.keys);
    for (
      let taken = 0, other = ranked.next();
      other >= 0 && taken < sample.candidatesPerRecord;
      other = ranked.next()
    ) {
      if (other === record) continue;
      taken++;
      const pair = record < other ? `${record}:${other}` : `${other}:${record}`;
      if (seen.has(pair)) continue;
      seen.add(pair);
      blocked.push(compare(record, other));
    }
  }
  return { random: randomPairs, blocked, searchedRecords: searched.size, records: index.size };
}
