import type { MatchMethod } from '../../contract/matching';

/** Word lists in force for one scenario field, with every word already normalised (see text/normalise-text). */
export interface WordLists {
  /** Frequent words: dropped before comparing, so "University" does not make two universities alike. */
  frequent: ReadonlySet<string>;
  /** Synonyms: word → group; two words of one group score 100 against each other (Bob and Robert). */
  synonyms: ReadonlyMap<string, string>;
}

export const NO_WORD_LISTS: WordLists = { frequent: new Set(), synonyms: new Map() };

export interface MatchOptions {
  lists: WordLists;
  /** ISO 3166-1 alpha-2 country assumed for phone numbers written without a country code. */
  defaultCountry: string;
  /** The scenario field's matchConfig: method parameters, or null for the method's defaults. */
  config: Readonly<Record<string, unknown>> | null;
}

/**
 * A value made ready for comparison once, so a search compares one prepared input with many prepared candidates
 * without normalising either again.
 */
export interface PreparedValue {
  /** The value as given. */
  raw: string;
  /** Its canonical form; empty when nothing comparable is left (then the field scores 0). */
  normalised: string;
  /** Words of the canonical form, frequent words removed. */
  tokens: string[];
  /** Frequent words that were removed. */
  dropped: string[];
}

/**
 * A prepared value as the match index keeps it between writes and searches: plain JSON, and only what compare() and
 * blockingKeys() read, so a million records stay small in memory.
 */
export type StoredForm = string | number | boolean | null | readonly StoredForm[];

export interface FieldScore {
  /** 0–100. */
  readonly score: number;
  /** Words that matched only through a synonym list, as "input=candidate". */
  readonly synonymMatches: readonly string[];
}

/**
 * One match method: a small unit with its own normaliser, comparison and blocking keys, and the compact form in
 * which the match index keeps a prepared value (so a search never prepares a stored value again).
 */
export interface MatchMethodDefinition<
  Prepared extends PreparedValue = PreparedValue,
  Stored extends StoredForm = StoredForm,
> {
  method: MatchMethod;
  prepare(value: string, options: MatchOptions): Prepared;
  /** The prepared value without `raw` and without what can be derived cheaply from the rest. */
  store(value: Prepared): Stored;
  /** The prepared value from its stored form: equal to what prepare() gave, but for `raw`, which is empty. */
  restore(stored: Stored): Prepared;
  compare(input: Prepared, candidate: Prepared, options: MatchOptions): FieldScore;
  /**
   * Keys under which a value is indexed: two values that could score well share at least one key. Empty when the
   * value cannot be indexed.
   */
  blockingKeys(value: Prepared, options: MatchOptions): string[];
  /**
   * True when two fields compared with this method may hold each other's values (a person's first and last name
   * entered the wrong way round): a scenario then also compares them crosswise and keeps the better reading.
   */
  swappable?: boolean;
  /**
   * The field score below which two values clearly name different things (two given names that are not a nickname,
   * initial or typo of each other; two birth dates that are not a slip of one another). A scenario field with a
   * guard holds such a pair apart whatever its other fields say. Methods without it cannot guard.
   */
  guardBelow?: number;
  /**
   * True for values that people who live or work together share (an address, a phone, an employer): agreeing on
   * them cannot tell two such people apart, so it never outweighs a guard (see score-scenario's corroboration).
   */
  shared?: boolean;
  /**
   * For a value an organisation has (its name, website, switchboard), which the people who work there share: what
   * it is in a scenario about organisations (one that compares no person's name). `own`: evidence of its own (a
   * phone); `brand`: shared by a chain's branches and a group's companies, with the other brand fields (a name, a
   * website). Unset: shared as for people (FieldPlan.shared).
   */
  organisationEvidence?: 'own' | 'brand';
  /**
   * True when agreement on a common value of this method says less than on a rare one (surnames, cities,
   * postcodes): the scenario weighs agreement by how often the value occurs among the records (term frequency).
   */
  termFrequency?: boolean;
  /**
   * True for a value that stands in for an unknown one (a year-only date written as 1 January, "unknown", one digit
   * repeated): agreeing on it says little, so it counts as weak evidence. Placeholder words and repeated characters
   * are recognised for every method; this adds what only the method knows.
   */
  placeholder?(value: Prepared): boolean;
  /**
   * The matchConfig keys the method reads, each with the problem of a value it cannot use (null when fine), so a
   * scenario is refused with a reason rather than saved with a setting the method would silently ignore.
   */
  configOptions?: Readonly<Record<string, (value: unknown) => string | null>>;
}

/** Whole scores owing nothing to synonyms, made once: a search compares thousands of fields. */
const PLAIN_SCORES: readonly FieldScore[] = Array.from({ length: 101 }, (_, score) =>
  Object.freeze({ score, synonymMatches: Object.freeze([]) }),
);

/** A score that owes nothing to synonyms. */
export const scored = (score: number): FieldScore => PLAIN_SCORES[score] ?? { score, synonymMatches: [] };

export const noScore: FieldScore = scored(0);

/**
 * A 0–1 similarity as a whole-number field score, rounded down so that only values equal after normalising reach
 * 100 (the epsilon absorbs floating-point error such as 0.9999999).
 */
export const toFieldScore = (fraction: number) => Math.floor(fraction * 100 + 1e-9);
