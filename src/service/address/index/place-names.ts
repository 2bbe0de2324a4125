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

/**
 * The region of a city when the imported data left it out (the OSM extracts have no region column): the region
 * of the bundled place of that name, or '' when there is none or several regions have a place of that name.
 */
export function regionOfCity(country: string, key: string): string {
  const regions = new Set(
    placesLike(country, key)
      .filter((p) => p.similarity === 1)
      .map((p) => p.place.regionCode),
  );
  return regions.size === 1 ? [...regions][0]! : '';
}
