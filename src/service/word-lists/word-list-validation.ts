import { WORD_LIST_KINDS, WORD_LIST_NAME_PATTERN, type WordListKind } from '../../contract/word-lists';
import type { ValidationProblem } from '../http/validation-message';
import { words } from '../matching/text/normalise-text';
import { MAX_PHRASE_WORDS } from '../matching/word-lists/word-list-index';

/** Bounds that keep a list something a steward can review and every search can hold in memory. */
export const WORD_LIST_LIMITS = {
  /** Words of a frequent list, or groups of a synonym list. */
  entries: 10_000,
  groupWords: 50,
  wordLength: 100,
} as const;

/** A scenario field that references a list by name, and as which kind of list. */
export interface WordListReference {
  scenarioName: string;
  recordType: string;
  field: string;
  referencedAs: WordListKind;
}

export type ValidWordList =
  { kind: 'FREQUENT'; entries: string[] } | { kind: 'SYNONYM'; entries: string[][] };

export type WordListCheck = { list: ValidWordList } | { problems: ValidationProblem[] };

const BODY_FIELDS = new Set(['kind', 'entries', 'name']);
const NAME = new RegExp(WORD_LIST_NAME_PATTERN);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a create-or-replace of the custom list `name` with the request body as sent. Every problem names its
 * field path (`entries.3`, `entries.2.1`). The body is read as `unknown` so that a wrong type inside a synonym group
 * is reported at the word, not as a mismatch of the whole union. `references` are the scenario fields that name
 * the list: they fix its kind.
 */
export function checkWordList(
  name: string,
  body: unknown,
  references: readonly WordListReference[],
): WordListCheck {
  const problems: ValidationProblem[] = [];
  const problem = (field: string, text: string) => problems.push({ field, problem: text });

  if (!NAME.test(name)) {
    problem(
      'name',
      'must be 1 to 40 characters: an upper-case letter, then upper-case letters (A–Z), digits and underscores',
    );
  }
  if (!isObject(body)) {
    problem('', 'must be a JSON object with kind and entries');
    return { problems };
  }
  for (const key of Object.keys(body)) if (!BODY_FIELDS.has(key)) problem(key, 'is not a known field');
  if (body['name'] !== undefined && body['name'] !== name) {
    problem('name', `must equal the name in the path (${name}) when given`);
  }

  const kind = body['kind'];
  if (kind === undefined) problem('kind', 'is required');
  else if (!WORD_LIST_KINDS.includes(kind as WordListKind)) problem('kind', 'must be FREQUENT or SYNONYM');
  else {
    const conflicting = references.filter((reference) => reference.referencedAs !== kind);
    if (conflicting.length > 0) problem('kind', kindConflict(name, conflicting));
  }

  const entries = body['entries'];
  if (entries === undefined) problem('entries', 'is required');
  else if (!Array.isArray(entries)) problem('entries', 'must be an array');
  else if (entries.length === 0) problem('entries', 'must hold at least one entry');
  else if (entries.length > WORD_LIST_LIMITS.entries) {
    problem('entries', `must hold at most ${WORD_LIST_LIMITS.entries} entries, not ${entries.length}`);
  } else if (kind === 'FREQUENT') checkFrequent(entries, problem);
  else if (kind === 'SYNONYM') checkSynonyms(entries, problem);

  if (problems.length > 0) return { problems };
  return { list: { kind, entries } as ValidWordList };
}

type Report = (field: string, problem: string) => void;

function kindConflict(name: string, references: readonly WordListReference[]): string {
  const uses = references.map(
    (reference) =>
      `${reference.scenarioName} (${reference.recordType}) uses ${name} as the ` +
      `${reference.referencedAs === 'FREQUENT' ? 'frequent-word' : 'synonym'} list of ${reference.field}`,
  );
  return `must be ${references[0]!.referencedAs}: ${uses.join('; ')}`;
}

/** The problem with one word or phrase of a list, if any. */
function wordProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return 'must be a string';
  if (value.trim() === '') return 'must not be empty';
  if (value !== value.trim()) return 'must not begin or end with white space';
  if (value.length > WORD_LIST_LIMITS.wordLength) {
    return `must be at most ${WORD_LIST_LIMITS.wordLength} characters`;
  }
  const split = words(value);
  if (split.length === 0) return 'must contain a letter or a digit';
  if (split.length > MAX_PHRASE_WORDS) {
    return `must be at most ${MAX_PHRASE_WORDS} words (punctuation separates words): longer phrases never match`;
  }
  return undefined;
}

/** Where each word of the list was first seen, by its normalised form: lists are read as values are. */
class SeenWords {
  private readonly seen = new Map<string, { field: string; value: string }>();

  /** The earlier occurrence of the same word, or undefined after recording this one. */
  earlier(value: string, field: string) {
    const key = words(value).join(' ');
    const found = this.seen.get(key);
    if (!found) this.seen.set(key, { field, value });
    return found;
  }
}

function checkFrequent(entries: unknown[], problem: Report) {
  const seen = new SeenWords();
  entries.forEach((entry, index) => {
    const field = `entries.${index}`;
    if (Array.isArray(entry)) {
      problem(field, 'must be a string: groups of words belong in a SYNONYM list');
      return;
    }
    const wrong = wordProblem(entry);
    if (wrong) return problem(field, wrong);
    const earlier = seen.earlier(entry as string, field);
    if (earlier) problem(field, `'${String(entry)}' repeats ${earlier.field} ('${earlier.value}')`);
  });
}

function checkSynonyms(entries: unknown[], problem: Report) {
  const seen = new SeenWords();
  entries.forEach((group, index) => {
    const groupField = `entries.${index}`;
    if (!Array.isArray(group)) {
      return problem(groupField, 'must be an array of two or more interchangeable words (a synonym group)');
    }
    if (group.length < 2) return problem(groupField, 'a synonym group needs at least two words');
    if (group.length > WORD_LIST_LIMITS.groupWords) {
      return problem(groupField, `a synonym group holds at most ${WORD_LIST_LIMITS.groupWords} words`);
    }
    group.forEach((word, position) => {
      const field = `${groupField}.${position}`;
      const wrong = wordProblem(word);
      if (wrong) return problem(field, wrong);
      const earlier = seen.earlier(word as string, field);
      if (!earlier) return;
      const inGroup = earlier.field.slice(0, earlier.field.lastIndexOf('.'));
      problem(
        field,
        inGroup === groupField
          ? `'${String(word)}' repeats ${earlier.field} ('${earlier.value}')`
          : `'${String(word)}' is already in group ${inGroup} (${earlier.field}); a word belongs to one group only`,
      );
    });
  });
}
