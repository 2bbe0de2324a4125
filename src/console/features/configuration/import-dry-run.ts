import type { ConfigChange } from '../../../contract/config-transfer';

type Kind = ConfigChange['kind'];
type Action = ConfigChange['action'];

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The kinds in the order a record type's changes are listed and told. */
const KINDS: readonly Kind[] = [
  'SCENARIO',
  'FILTER',
  'CROSS_OBJECTS',
  'UPDATE_RULES',
  'SOURCE_TRUST',
  'WORD_LIST',
  'SCHEDULE',
];

/** What a change is to, as a table row names it. */
export const KIND_LABELS: Record<Kind, string> = {
  SCENARIO: 'Scenario',
  FILTER: 'Filter',
  CROSS_OBJECTS: 'Cross-object mappings',
  UPDATE_RULES: 'Update rules',
  SOURCE_TRUST: 'Trusted sources',
  WORD_LIST: 'Word list',
  SCHEDULE: 'Schedule',
};

/**
 * A record type has one set of mappings, of update rules and of trusted sources, so they are told by the type (a
 * change's name) rather than counted.
 */
const PHRASES: Record<Kind, (changes: readonly ConfigChange[]) => string> = {
  SCENARIO: (changes) => counted(changes.length, 'scenario', 'scenarios'),
  FILTER: (changes) => counted(changes.length, 'filter', 'filters'),
  CROSS_OBJECTS: (changes) =>
    `the cross-object mappings of ${joinWords(changes.map((change) => change.name))}`,
  UPDATE_RULES: (changes) => `the update rules of ${joinWords(changes.map((change) => change.name))}`,
  SOURCE_TRUST: (changes) => `the trusted sources of ${joinWords(changes.map((change) => change.name))}`,
  WORD_LIST: (changes) => counted(changes.length, 'word list', 'word lists'),
  SCHEDULE: (changes) => counted(changes.length, 'schedule', 'schedules'),
};

const VERBS: Record<Action, string> = { ADD: 'adds', CHANGE: 'changes', REMOVE: 'removes' };

/** "2 scenarios and 1 filter". */
function whatOf(changes: readonly ConfigChange[]): string {
  return joinWords(
    KINDS.flatMap((kind) => {
      const ofKind = changes.filter((change) => change.kind === kind);
      return ofKind.length === 0 ? [] : [PHRASES[kind](ofKind)];
    }),
  );
}

/** "adds 2 scenarios and 1 filter, changes 1 scenario, removes 1 word list"; empty when nothing changes. */
export function changeSummary(changes: readonly ConfigChange[]): string {
  return (['ADD', 'CHANGE', 'REMOVE'] as const)
    .flatMap((action) => {
      const done = changes.filter((change) => change.action === action);
      return done.length === 0 ? [] : [`${VERBS[action]} ${whatOf(done)}`];
    })
    .join(', ');
}

/** "This removes 1 scenario and 1 filter.", which the import asks about first; none when it removes nothing. */
export function removalWarning(changes: readonly ConfigChange[]): string | undefined {
  const removed = changes.filter((change) => change.action === 'REMOVE');
  return removed.length === 0 ? undefined : `This removes ${whatOf(removed)}.`;
}

export interface ChangeGroup {
  /** The record type the changes are to; null for the word lists, which belong to none. */
  recordType: string | null;
  /** "adds 2 scenarios, removes 1 filter". */
  summary: string;
  changes: ConfigChange[];
}

/** The changes by record type, in the order the dry run names the types, the word lists last; by kind within. */
export function changeGroups(changes: readonly ConfigChange[]): ChangeGroup[] {
  const types = [...new Set(changes.map((change) => change.objectType))].sort(
    (a, b) => Number(a === null) - Number(b === null),
  );
  return types.map((recordType) => {
    const ofType = changes
      .filter((change) => change.objectType === recordType)
      .sort((a, b) => KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind));
    return { recordType, summary: changeSummary(ofType), changes: ofType };
  });
}
