import type { Kysely } from 'kysely';
import { fromFlag, fromJson, toFlag, toJson } from '../../storage/json-column';
import type { Database } from '../../storage/schema';
import { COMPANY, COMPANY_ALIASES } from './company-lists';
import { NAME_LIST, NICKNAMES_LIST, PERSON_LIST } from './person-lists';
import type { FrequentWordList, SynonymWordList } from './word-list-index';

export type StoredWordList = (FrequentWordList | SynonymWordList) & { builtIn: boolean };

export const BUILT_IN_WORD_LISTS: (FrequentWordList | SynonymWordList)[] = [
  NAME_LIST,
  PERSON_LIST,
  COMPANY,
  NICKNAMES_LIST,
  COMPANY_ALIASES,
];

/**
 * Writes the built-in lists as this version of the code defines them, at every start: they improve with the code.
 * Custom lists are never touched.
 */
export async function refreshBuiltInWordLists(db: Kysely<Database>): Promise<void> {
  const updatedAt = new Date().toISOString();
  for (const list of BUILT_IN_WORD_LISTS) {
    const row = {
      kind: list.kind,
      built_in: toFlag(true),
      entries: toJson(list.entries),
      updated_at: updatedAt,
    };
    await db
      .insertInto('word_lists')
      .values({ name: list.name, ...row })
      .onConflict((conflict) => conflict.column('name').doUpdateSet(row))
      .execute();
  }
}

export async function loadWordLists(db: Kysely<Database>): Promise<StoredWordList[]> {
  const rows = await db.selectFrom('word_lists').selectAll().orderBy('name').execute();
  return rows.map((row) =>
    row.kind === 'SYNONYM'
      ? {
          name: row.name,
          kind: 'SYNONYM',
          builtIn: fromFlag(row.built_in),
          entries: fromJson<string[][]>(row.entries, 'word_lists.entries'),
        }
      : {
          name: row.name,
          kind: 'FREQUENT',
          builtIn: fromFlag(row.built_in),
          entries: fromJson<string[]>(row.entries, 'word_lists.entries'),
        },
  );
}
