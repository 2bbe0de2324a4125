import { placesOf, type Place } from '../reference/places';
import { WordIndex } from './word-index';

export interface SimilarPlace {
  place: Place;
  /** 1 for the same name, less for a misspelling. */
  similarity: number;
}

/** Per country, the bundled places by their whole name key, built on first use. */
const indexes = new Map<string, { index: WordIndex; places: readonly Place[] }>();

function indexOf(country: string) {
  let built = indexes.get(country);
  if (!built) {
    const places = placesOf(country);
    built = { index: WordIndex.build(places.map((place) => [place.key])), places };
    indexes.set(country, built);
  }
  return built;
}

/** Bundled places named `key`, or when none is, the ones a typo away ("amsterdm" → Amsterdam). */
export function placesLike(country: string, key: string): SimilarPlace[] {
  if (key === '') return [];
  const { index, places } = indexOf(country);
  const exact = index.exact(key);
  const hits = exact === undefined ? index.similar(key) : [{ word: exact, quality: 1 }];
  return hits.flatMap((hit) =>
    Array.from(index.entriesOf(hit.word), (entry) => ({ place: places[entry]!, similarity: hit.quality })),
  );
}

/** Bundled places whose name starts with what was typed, for find. */
export function placesStartingWith(country: string, prefix: string, limit: number): Place[] {
  const { index, places } = indexOf(country);
  return index
    .startingWith(prefix, limit)
    .flatMap((hit) => Array.from(index.entriesOf(hit.word), (entry) => places[entry]!))
    .slice(0, limit);
}
