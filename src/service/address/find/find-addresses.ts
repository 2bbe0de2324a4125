import type { AddressFindInput, AddressFindOutput, AddressFindSuggestion } from '../../../contract/address';
import { placesStartingWith } from '../index/place-names';
import type { LocalityEntry, PostcodeEntry, StreetEntry, StreetIndex } from '../index/street-index';
import type { WordHit, WordIndex } from '../index/word-index';
import { findStatus } from '../output/status-codes';
import { countryOf } from '../reference/countries';
import type { Place } from '../reference/places';
import { pointAddress, preferOwnPoints } from '../validate/street-candidates';
import type { AddressDependencies } from '../validate/validate-address';
import { drillDown } from './drill-down';
import type { TypedWord } from './highlight';
import { nameWords, readTyped } from './typed-text';
import {
  addressSuggestion,
  localitySuggestion,
  placeSuggestion,
  postcodeSuggestion,
  streetSuggestion,
} from './suggestions';

/** Suggestions answered at most, as Loqate's default. */
export const FIND_LIMIT = 10;
/** Beginnings of a word looked up per keystroke; a one-letter beginning matches thousands of words. */
const PREFIX_WORDS = 200;
/**
 * Ranking across kinds. Street and locality scores are mean word-match qualities (0–1). An address the typed
 * number picked out ranks above its street, and the exact addition above another one. A postcode's beginning
 * and a bundled place's name rank just below a street matched in full.
 */
const ADDRESS_BONUS = 0.5;
const OTHER_ADDITION_BONUS = 0.4;
const POSTCODE_SCORE = 0.9;
const PLACE_SCORE = 0.85;

/** Streets of one name (in several cities) whose house numbers are read when a number is typed. */
const STREETS_WITH_NUMBER = 8;
/** Streets scored per keystroke. */
const STREETS_SCORED = 5000;

/** Index words matching one typed word: itself, words it begins while being typed, and misspellings. */
function wordHits(index: WordIndex, word: TypedWord): WordHit[] {
  const hits: WordHit[] = [];
  const exact = index.exact(word.text);
  if (exact !== undefined) hits.push({ word: exact, quality: 1 });
  if (word.typing)
    hits.push(...index.startingWith(word.text, PREFIX_WORDS).filter((hit) => hit.word !== exact));
  if (exact === undefined) hits.push(...index.similar(word.text, word.typing));
  return hits;
}

/** Per entry, the best quality of a hit of one typed word. */
function entryQualities(index: WordIndex, word: TypedWord): Map<number, number> {
  const qualities = new Map<number, number>();
  for (const hit of wordHits(index, word)) {
    for (const entry of index.entriesOf(hit.word)) {
      if ((qualities.get(entry) ?? 0) < hit.quality) qualities.set(entry, hit.quality);
    }
  }
  return qualities;
}

interface Scored<T> {
  item: T;
  score: number;
}

/** A stray word (a postcode, a country) must not hide the street the other words name. */
const UNMATCHED_WORDS_TOLERATED = (words: number) => Math.floor(words / 3);

/**
 * Streets matching the typed words: each word matches a word of the street or of its city (a prefix while
 * typing, a typo tolerated), but for a few strays, and the street matches at least one. The score is the mean
 * match quality, strays counting 0.
 */
function matchingStreets(
  index: StreetIndex,
  words: readonly TypedWord[],
  country: string | undefined,
): Scored<StreetEntry>[] {
  if (words.length === 0) return [];
  const streetMaps = words.map((word) => entryQualities(index.streetWords, word));
  const localityMaps = words.map((word) => entryQualities(index.localityWords, word));
  const seeds = streetMaps.filter((map) => map.size > 0).sort((a, b) => a.size - b.size)[0];
  if (!seeds) return [];
  const scored: Scored<StreetEntry>[] = [];
  let looked = 0;
  for (const entry of seeds.keys()) {
    if (++looked > STREETS_SCORED) break;
    const street = index.streets[entry]!;
    if (country !== undefined && street.country !== country) continue;
    const locality = street.locality;
    let total = 0;
    let unmatched = 0;
    for (let i = 0; i < words.length; i++) {
      const quality = Math.max(streetMaps[i]!.get(entry) ?? 0, (localityMaps[i]!.get(locality) ?? 0) * 0.95);
      if (quality === 0) unmatched++;
      total += quality;
    }
    if (unmatched <= UNMATCHED_WORDS_TOLERATED(words.length))
      scored.push({ item: street, score: total / words.length });
  }
  return scored.sort((a, b) => b.score - a.score || b.item.addresses - a.item.addresses);
}

function matchingLocalities(
  index: StreetIndex,
  words: readonly TypedWord[],
  country: string | undefined,
): Scored<LocalityEntry>[] {
  if (words.length === 0) return [];
  const maps = words.map((word) => entryQualities(index.localityWords, word));
  const scored: Scored<LocalityEntry>[] = [];
  for (const [entry] of maps[0]!) {
    const locality = index.localities[entry]!;
    if (country !== undefined && locality.country !== country) continue;
    const qualities = maps.map((map) => map.get(entry) ?? 0);
    if (qualities.some((quality) => quality === 0)) continue;
    scored.push({ item: locality, score: qualities.reduce((a, b) => a + b, 0) / qualities.length });
  }
  return scored.sort((a, b) => b.score - a.score || b.item.addresses - a.item.addresses);
}

/** Bundled places a single typed name begins, in one country; the world is too big to type-ahead over. */
function matchingPlaces(words: readonly TypedWord[], country: string): Place[] {
  if (words.length === 0) return [];
  const prefix = words.map((word) => word.text).join(' ');
  return placesStartingWith(country, prefix, FIND_LIMIT);
}

function matchingPostcodes(index: StreetIndex, text: string, country: string | undefined): PostcodeEntry[] {
  const key = text.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');
  if (key.length < 2 || !/\d/.test(key)) return [];
  return index.postcodesStartingWith(country, key, FIND_LIMIT);
}

/**
 * Type-ahead over the imported addresses, their streets, postcodes and localities (of any country unless one is
 * asked for), and the bundled places of the country asked for, else of DEFAULT_COUNTRY: Address items when a house number was typed after a street that has it, otherwise containers to drill into.
 */
export async function findAddresses(
  deps: AddressDependencies,
  input: AddressFindInput,
): Promise<AddressFindOutput> {
  const countryText = input.country?.trim() ?? '';
  const country = countryText === '' ? undefined : countryOf(countryText);
  if (countryText !== '' && !country)
    return {
      suggestions: [],
      status: findStatus(0, `Country "${countryText}" is not a country we know.`),
      advice: null,
    };
  const index = await deps.index.get();
  const container = input.container?.trim() ?? '';
  const typedText = input.address ?? '';
  if (container !== '') return drillDown(deps, index, container, typedText);

  const text = typedText.trim();
  if (text === '')
    return { suggestions: [], status: findStatus(0, 'Type part of an address.'), advice: null };
  const typed = readTyped(typedText);
  const names = nameWords(typed);
  const code = country?.code;

  const suggestions: Scored<AddressFindSuggestion>[] = [];
  const streets = matchingStreets(index, names, code);
  if (typed.houseNumber) {
    const best = streets[0]?.score ?? 0;
    const likely = streets.filter(({ score }) => score >= best - 0.05).slice(0, STREETS_WITH_NUMBER);
    for (const { item: street, score } of likely) {
      const rows = await deps.points.pointsOnStreet(street, typed.houseNumber.number);
      for (const row of preferOwnPoints(rows, typed.houseNumber.number, typed.houseNumber.to)) {
        const wanted = typed.houseNumber.addition === '' || row.addition === typed.houseNumber.addition;
        suggestions.push({
          item: addressSuggestion(row.id, pointAddress(row), typed.words),
          score: score + (wanted ? ADDRESS_BONUS : OTHER_ADDITION_BONUS),
        });
      }
    }
  }
  for (const { item, score } of streets.slice(0, FIND_LIMIT))
    suggestions.push({ item: streetSuggestion(item, typed.words), score });
  for (const { item, score } of matchingLocalities(index, names, code).slice(0, FIND_LIMIT))
    suggestions.push({ item: localitySuggestion(item, typed.words), score });
  // Without a country, "New York" still names a place: the configured default country's.
  for (const place of matchingPlaces(names, code ?? deps.defaultCountry)) {
    if (index.localitiesNamed(place.country, place.key).length === 0)
      suggestions.push({ item: placeSuggestion(place, typed.words), score: PLACE_SCORE });
  }
  for (const postcode of matchingPostcodes(index, text, code))
    suggestions.push({ item: postcodeSuggestion(postcode, typed.words), score: POSTCODE_SCORE });

  const seen = new Set<string>();
  const ranked = suggestions
    .sort((a, b) => b.score - a.score)
    .map(({ item }) => item)
    .filter((item) => !seen.has(item.container) && seen.add(item.container))
    .slice(0, FIND_LIMIT);
  return { suggestions: ranked, status: findStatus(ranked.length), advice: null };
}
