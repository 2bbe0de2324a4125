import {
  WORD_LIST_NAME_PATTERN,
  type WordList,
  type WordListInput,
  type WordListKind,
  type WordListUse,
} from '../../../contract/word-lists';

export const KIND_LABELS: Record<WordListKind, string> = {
  FREQUENT: 'Frequent words',
  SYNONYM: 'Synonyms',
};

/** One entry as the editor holds it: a word or phrase, or a synonym group's words separated by commas. */
export interface EntryRow {
  text: string;
}

export interface EntriesFormValues {
  entries: EntryRow[];
}

const GROUP_SEPARATOR = ', ';

/** The words of a synonym group as typed: split at commas, without the spaces around them, none empty. */
export const groupWords = (text: string): string[] =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');

/** The entries of a list as the editor shows them, one row each. */
export function entryRowsOf(list: Pick<WordList, 'kind' | 'entries'>): EntryRow[] {
  return list.entries.map((entry) => ({
    text: typeof entry === 'string' ? entry : entry.join(GROUP_SEPARATOR),
  }));
}

/** The body that saves the rows as the entries of a list of `kind`; spaces around words are left out. */
export function toWordListInput(kind: WordListKind, rows: readonly EntryRow[]): WordListInput {
  return kind === 'FREQUENT'
    ? { kind, entries: rows.map((row) => row.text.trim()) }
    : { kind, entries: rows.map((row) => groupWords(row.text)) };
}

/** What is wrong with one row before it is sent, if anything; the service checks the rest (repeats, lengths). */
export function entryProblem(kind: WordListKind, text: string): string | undefined {
  if (kind === 'FREQUENT')
    return text.trim() === '' ? 'Enter a word or phrase, or remove the row.' : undefined;
  return groupWords(text).length < 2
    ? 'Enter two or more words that mean the same, separated by commas.'
    : undefined;
}

/** The editor's field for an entry or a word of a synonym group the service names (`entries.3`, `entries.2.1`). */
export function entryPathOf(serverField: string): `entries.${number}.text` | undefined {
  const match = /^entries\.(\d+)(\.\d+)?$/.exec(serverField);
  return match ? `entries.${Number(match[1])}.text` : undefined;
}

/**
 * A problem the service found, with its paths of entries as the editor numbers its rows: "'Rob' is already in
 * group entries.0 (entries.0.1)" reads "'Rob' is already in group 1 (entry 1, word 2)".
 */
export const withEntryNumbers = (problem: string): string =>
  problem
    .replace(/\bgroup entries\.(\d+)\b/g, (_all, entry: string) => `group ${Number(entry) + 1}`)
    .replace(
      /\bentries\.(\d+)\.(\d+)\b/g,
      (_all, entry: string, word: string) => `entry ${Number(entry) + 1}, word ${Number(word) + 1}`,
    )
    .replace(/\bentries\.(\d+)\b/g, (_all, entry: string) => `entry ${Number(entry) + 1}`);

/** The index of the entry an editor field belongs to, or undefined for another field. */
export function entryIndexOf(path: string): number | undefined {
  const match = /^entries\.(\d+)\./.exec(path);
  return match ? Number(match[1]) : undefined;
}

const NAME = new RegExp(WORD_LIST_NAME_PATTERN);

/** What is wrong with the name of a new list, if anything. */
export function listNameProblem(name: string, taken: readonly string[]): string | undefined {
  if (!NAME.test(name)) {
    return 'Use up to 40 characters: an upper-case letter, then upper-case letters, digits and underscores.';
  }
  return taken.includes(name) ? `There is already a list named ${name}.` : undefined;
}

/** Where a list is used, in a few words: "Not used", or how many fields of which scenarios. */
export function usageSummary(usedBy: readonly WordListUse[]): string {
  if (usedBy.length === 0) return 'Not used';
  const scenarios = [...new Set(usedBy.map((use) => `${use.scenarioName} (${use.recordType})`))];
  const fields = usedBy.length === 1 ? '1 field' : `${usedBy.length} fields`;
  return `${fields} of ${scenarios.join(', ')}`;
}
