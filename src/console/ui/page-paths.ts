/**
 * Every page's address, written once: the router takes these patterns, and links and navigation build addresses
 * with `pagePaths`, whose builders take one argument per `:parameter` of the pattern, in order, so a pattern that
 * gains or loses a parameter breaks its callers at compile time rather than at a click.
 */
export const PAGE_PATTERNS = {
  home: '/',
  scenarios: '/scenarios',
  records: '/records',
  recordList: '/records/:objectType',
  record: '/records/:objectType/:recordId',
  search: '/search',
  upsert: '/upsert',
  imports: '/imports',
  newImport: '/imports/new',
  import: '/imports/:importId',
  review: '/review',
  pair: '/review/pairs/:potentialDuplicateId',
  jobs: '/jobs',
  schedules: '/schedules',
  newSchedule: '/schedules/new',
  schedule: '/schedules/:scheduleId',
  groups: '/jobs/:jobId/groups',
  group: '/jobs/:jobId/groups/:groupId',
  merge: '/merge',
  address: '/address',
  audit: '/audit',
  notDuplicates: '/not-duplicates',
  admin: '/admin',
  legacyLicences: '/licences',
  licences: '/admin/licences',
  legacyWordLists: '/word-lists',
  wordLists: '/admin/word-lists',
  wordList: '/admin/word-lists/:name',
  filters: '/admin/filters',
  newFilter: '/admin/filters/new',
  filter: '/admin/filters/:recordType/:developerName',
  recordTypes: '/admin/record-types',
  newRecordType: '/admin/record-types/new',
  recordType: '/admin/record-types/:recordType',
  scenarioList: '/admin/scenarios',
  newScenario: '/admin/scenarios/new',
  scenario: '/admin/scenarios/:scenarioId',
  configuration: '/admin/configuration',
  usage: '/admin/usage',
  signInLocks: '/admin/sign-in-locks',
  automation: '/admin/automation',
} as const satisfies Record<string, `/${string}`>;

type PageName = keyof typeof PAGE_PATTERNS;

/** One string per `:parameter` of a pattern, in order. */
type ParamValues<Pattern extends string> = Pattern extends `${string}:${string}/${infer Rest}`
  ? [string, ...ParamValues<Rest>]
  : Pattern extends `${string}:${string}`
    ? [string]
    : [];

/** A query an address may carry: already encoded text (empty for none) or its parameters. */
export type PageQuery = string | URLSearchParams | Record<string, string>;

type PathBuilder<Pattern extends string> = (...args: [...ParamValues<Pattern>, query?: PageQuery]) => string;

function pathBuilder(pattern: string) {
  const paramCount = pattern.split('/:').length - 1;
  return (...args: (string | PageQuery | undefined)[]) => {
    let next = 0;
    const path = pattern.replace(/:[^/]+/g, () => encodeURIComponent(args[next++] as string));
    const query = args[paramCount] as PageQuery | undefined;
    const search = typeof query === 'string' ? query : query && new URLSearchParams(query).toString();
    return search ? `${path}?${search}` : path;
  };
}

export const pagePaths = Object.fromEntries(
  Object.entries(PAGE_PATTERNS).map(([name, pattern]) => [name, pathBuilder(pattern)]),
) as { [Name in PageName]: PathBuilder<(typeof PAGE_PATTERNS)[Name]> };
