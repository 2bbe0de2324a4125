import type { Kysely, Selectable } from 'kysely';
import { fromFlag, fromJson, toFlag, toJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import { COMPANY, COMPANY_ALIASES } from '../matching/word-lists/company-lists';
import { NAME_LIST, NICKNAMES_LIST, PERSON_LIST } from '../matching/word-lists/person-lists';
import type { FrequentWordList, SynonymWordList } from '../matching/word-lists/word-list-index';

export type StoredWordList = (FrequentWordList | SynonymWordList) & { builtIn: boolean; updatedAt: string };

export const BUILT_IN_WORD_LISTS: (FrequentWordList | SynonymWordList)[] = [
  NAME_LIST,
  PERSON_LIST,
  COMPANY,
  NICKNAMES_LIST,
  COMPANY_ALIASES,
];

/**
 * Writes the built-in lists as this version of the code defines them, at every start: they improve with the code.
 * Custom lists are never touched. Answers the names of the lists whose kind or entries changed.
 */
export async function refreshBuiltInWordLists(db: Kysely<Database>): Promise<string[]> {
  const stored = new Map((await loadWordLists(db)).map((list) => [list.name, list]));
  const changed = BUILT_IN_WORD_LISTS.filter((list) => {
    const before = stored.get(list.name);
    return !before?.builtIn || before.kind !== list.kind || toJson(before.entries) !== toJson(list.entries);
  });
  for (const list of changed) await saveWordList(db, list, true);
  return changed.map((list) => list.name);
}

/** Creates or replaces a list. */
export async function saveWordList(
  db: Kysely<Database>,
  list: FrequentWordList | SynonymWordList,
  builtIn: boolean,
): Promise<void> {
  const row = {
    kind: list.kind,
    built_in: toFlag(builtIn),
    entries: toJson(list.entries),
    updated_at: new Date().toISOString(),
  };
  await db
    .insertInto('word_lists')
    .values({ name: list.name, ...row })
    .onConflict((conflict) => conflict.column('name').doUpdateSet(row))
    .execute();
}

export async function deleteWordList(db: Kysely<Database>, name: string): Promise<void> {
  await db.deleteFrom('word_lists').where('name', '=', name).execute();
}

function toStoredWordList(row: Selectable<Database['word_lists']>): StoredWordList {
  const common = { name: row.name, builtIn: fromFlag(row.built_in), updatedAt: row.updated_at };
  return row.kind === 'SYNONYM'
    ? { ...common, kind: 'SYNONYM', entries: fromJson<string[][]>(row.entries, 'word_lists.entries') }
    : { ...common, kind: 'FREQUENT', entries: fromJson<string[]>(row.entries, 'word_lists.entries') };
}

export async function loadWordLists(db: Kysely<Database>): Promise<StoredWordList[]> {
  const rows = await db.selectFrom('word_lists').selectAll().orderBy('name').execute();
  return rows.map(toStoredWordList);
}

export async function findWordList(db: Kysely<Database>, name: string): Promise<StoredWordList | undefined> {
  const row = await db.selectFrom('word_lists').selectAll().where('name', '=', name).executeTakeFirst();
  return row && toStoredWordList(row);
}
