import { apiPaths } from '../../../contract/api-paths';

const IMPORT = /^IMPORT (.+) \([^()]*\)( undo)?$/;

/** The name of the file an import read, by the endpoint its events recorded; undefined for any other event. */
export const importFileName = (endpoint: string): string | undefined => endpoint.match(IMPORT)?.[1];

/** Any path segment: an id within a path. */
const ID = '[^/]+';
const path = (base: string) => base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exact = (method: string, pattern: string) => new RegExp(`^${method} ${pattern}$`);

/**
 * How an event came about, in a steward's words, by the endpoint the service recorded: the API's method and path,
 * a file import's name, or a process of its own. The first rule that matches names it.
 */
const CHANNELS: { pattern: RegExp; text: (match: RegExpMatchArray) => string }[] = [
  {
    pattern: IMPORT,
    text: (match) => (match[2] ? `Undo of the file import ${match[1]}` : `File import ${match[1]}`),
  },
  { pattern: /^automatic training$/, text: () => 'Automatic training' },
  { pattern: exact('POST', path(apiPaths.upsert)), text: () => 'Upsert' },
  { pattern: exact('POST', path(apiPaths.batchUpsert)), text: () => 'Batch upsert' },
  { pattern: exact('POST', path(apiPaths.merge)), text: () => 'Merge' },
  { pattern: exact('POST', `${path(apiPaths.merges)}/${ID}/undo`), text: () => 'Undo of a merge' },
  { pattern: exact('POST', path(apiPaths.reviewBatches)), text: () => 'Bulk review' },
  {
    pattern: exact('POST', `${path(apiPaths.reviewBatches)}/${ID}/undo`),
    text: () => 'Undo of a bulk review',
  },
  { pattern: exact('POST', path(apiPaths.notDuplicates)), text: () => 'Not-a-duplicate decision' },
  { pattern: exact('DELETE', `${path(apiPaths.notDuplicates)}/${ID}`), text: () => 'Decision withdrawn' },
  {
    pattern: exact('POST', `${path(apiPaths.jobs)}/${ID}/groups/${ID}/not-duplicate`),
    text: () => 'Group decision',
  },
  {
    pattern: exact('DELETE', `${path(apiPaths.jobs)}/${ID}/groups/${ID}/not-duplicate`),
    text: () => 'Group decision withdrawn',
  },
  { pattern: exact('POST', path(apiPaths.jobs)), text: () => 'Duplicate job' },
  { pattern: exact('POST', `${path(apiPaths.jobs)}/${ID}/cancel`), text: () => 'Duplicate job cancelled' },
  { pattern: exact('DELETE', `${path(apiPaths.jobs)}/${ID}`), text: () => 'Duplicate job deleted' },
  { pattern: exact('POST', `${path(apiPaths.scenarios)}/${ID}/train`), text: () => 'Scenario training' },
  { pattern: exact('POST', path(apiPaths.signInLockLift)), text: () => 'Sign-in lock lifted' },
  // The sign-in form and the token endpoint, which record failed attempts and the locks they lead to.
  { pattern: /^POST \/(oidc|interaction)\//, text: () => 'Sign-in' },
];

/** How an event came about, in words; an API request no rule knows reads as the API, anything else as recorded. */
export function channelText(endpoint: string): string {
  for (const { pattern, text } of CHANNELS) {
    const match = endpoint.match(pattern);
    if (match) return text(match);
  }
  return /^[A-Z]+ \//.test(endpoint) ? 'API' : endpoint;
}
