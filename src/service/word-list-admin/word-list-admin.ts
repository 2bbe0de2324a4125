import type { Kysely } from 'kysely';
import { toId18 } from '../../contract/record-id';
import type { WordList, WordListCollection } from '../../contract/word-lists';
import { ApiError } from '../http/api-error';
import { validationMessage, type ValidationProblem } from '../http/validation-message';
import {
  deleteWordList,
  findWordList,
  loadWordLists,
  refreshBuiltInWordLists,
  saveWordList,
  type StoredWordList,
} from '../word-lists/word-list-store';
import { changeMatchingConfiguration, type ReindexSettings } from '../index-builds/configuration-change';
import { toJson } from '../storage/json-column';
import type { Database } from '../storage/schema';
import { wordListUsage, type WordListUsage } from '../word-lists/word-list-usage';
import { checkWordList } from '../word-lists/word-list-validation';

export interface WordListAdminDependencies extends ReindexSettings {
  db: Kysely<Database>;
}

/** Problems listed in one error message; a list pasted with thousands of mistakes needs only the first. */
const MAX_REPORTED_PROBLEMS = 20;

function toWordList(list: StoredWordList, usage: readonly WordListUsage[]): WordList {
  return {
    name: list.name,
    kind: list.kind,
    builtIn: list.builtIn,
    entries: list.entries as WordList['entries'],
    updatedAt: list.updatedAt,
    usedBy: usage
      .filter((use) => use.list === list.name)
      .map((use) => ({
        scenarioId: toId18(use.scenarioId),
        scenarioName: use.scenarioName,
        recordType: use.recordType,
        field: use.field,
        referencedAs: use.referencedAs,
      })),
  };
}

const notFound = (name: string) => new ApiError(404, 'NOT_FOUND', `There is no word list named ${name}`);

const builtInRefused = (name: string, action: string) =>
  new ApiError(
    409,
    'CANNOT_MODIFY_MANAGED_OBJECT',
    `${name} is a built-in word list: it can be read but not ${action}. Built-in lists are rewritten at every start; ` +
      'to adapt one, create a custom list under another name and reference that instead.',
  );

const usesOf = (usage: readonly WordListUsage[]) =>
  usage.map((use) => `${use.scenarioName} (${use.recordType}) field ${use.field}`).join(', ');

function invalidWordList(problems: ValidationProblem[]): ApiError {
  const shown = problems.slice(0, MAX_REPORTED_PROBLEMS);
  const more = problems.length - shown.length;
  return new ApiError(
    400,
    'INVALID_INPUT',
    validationMessage(shown) + (more > 0 ? `; and ${more} more problems` : ''),
    shown.map((problem) => problem.field).filter(Boolean),
  );
}

/**
 * The answer to a body the request schema refused: the check's problems, which name the word at fault, or the
 * schema's own error when the check finds none.
 */
export function explainRefusedBody(name: string, body: unknown, schemaError: Error): Error {
  const check = checkWordList(name, body, []);
  return 'problems' in check ? invalidWordList(check.problems) : schemaError;
}

export async function listWordLists(db: Kysely<Database>): Promise<WordListCollection> {
  const usage = await wordListUsage(db);
  return {
    wordLists: (await loadWordLists(db)).map((list) => {
      const { entries, ...summary } = toWordList(list, usage);
      return { ...summary, entryCount: entries.length };
    }),
  };
}

export async function readWordList(db: Kysely<Database>, name: string): Promise<WordList> {
  const list = await findWordList(db, name);
  if (!list) throw notFound(name);
  return toWordList(list, await wordListUsage(db, name));
}

/**
 * Creates or replaces the custom list `name` from the request body as sent, and re-indexes the records of the
 * types whose scenarios use it, in one transaction. Answers the list as stored and whether it is new.
 */
export async function putWordList(
  deps: WordListAdminDependencies,
  name: string,
  body: unknown,
): Promise<{ created: boolean; list: WordList }> {
  return changeMatchingConfiguration(deps.db, deps, async (trx) => {
    const existing = await findWordList(trx, name);
    if (existing?.builtIn) throw builtInRefused(name, 'changed');
    const usage = await wordListUsage(trx, name);
    const check = checkWordList(name, body, usage);
    if ('problems' in check) throw invalidWordList(check.problems);
    const unchanged =
      existing?.kind === check.list.kind && toJson(existing.entries) === toJson(check.list.entries);
    if (!unchanged) await saveWordList(trx, { name, ...check.list }, false);
    const stored = (await findWordList(trx, name))!;
    return {
      result: { created: !existing, list: toWordList(stored, usage) },
      affectedTypes: unchanged ? [] : usage.map((use) => use.recordType),
    };
  });
}

/** Deletes a custom list that no scenario field references. */
export async function removeWordList(deps: WordListAdminDependencies, name: string): Promise<void> {
  await changeMatchingConfiguration(deps.db, deps, async (trx) => {
    const existing = await findWordList(trx, name);
    if (!existing) throw notFound(name);
    if (existing.builtIn) throw builtInRefused(name, 'deleted');
    const usage = await wordListUsage(trx, name);
    if (usage.length > 0) {
      throw new ApiError(
        409,
        'DELETE_FAILED',
        `${name} cannot be deleted: scenario fields use it: ${usesOf(usage)}. ` +
          'Point those fields at another list first.',
      );
    }
    await deleteWordList(trx, name);
    return { result: undefined, affectedTypes: [] };
  });
}

/**
 * Writes the built-in lists as this version of the code defines them and re-indexes the record types whose
 * scenarios use a list that changed: a release with more nicknames must not leave keys built from the old ones.
 */
export async function refreshBuiltInLists(deps: WordListAdminDependencies): Promise<void> {
  await changeMatchingConfiguration(deps.db, deps, async (trx) => {
    const changed = new Set(await refreshBuiltInWordLists(trx));
    const usage = changed.size > 0 ? await wordListUsage(trx) : [];
    return {
      result: undefined,
      affectedTypes: usage.filter((use) => changed.has(use.list)).map((use) => use.recordType),
    };
  });
}
