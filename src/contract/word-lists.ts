import Type, { type Static } from 'typebox';
import { StringEnum } from './string-enum';

/**
 * Names of word lists, as scenario fields reference them: an upper-case letter, then upper-case letters, digits
 * and underscores, at most 40 characters (`PERSON`, `COMPANY_ALIASES`, `JOB_TITLES_2`).
 */
export const WORD_LIST_NAME_PATTERN = '^[A-Z][A-Z0-9_]{0,39}$';

export const WORD_LIST_KINDS = ['FREQUENT', 'SYNONYM'] as const;
export const WordListKind = StringEnum(WORD_LIST_KINDS, {
  title: 'WordListKind',
  description:
    'FREQUENT: words set aside before comparing (titles, legal forms). SYNONYM: groups of words that count as ' +
    'the same word (Bob, Robert). A scenario field applies its frequent list before its synonym list.',
});
export type WordListKind = Static<typeof WordListKind>;

const FrequentEntries = Type.Array(Type.String(), {
  description: 'FREQUENT: words or phrases of up to four words',
});
const SynonymEntries = Type.Array(Type.Array(Type.String()), {
  description: 'SYNONYM: groups of two or more interchangeable words or phrases',
});
const entries = Type.Union([FrequentEntries, SynonymEntries]);

export const WordListUse = Type.Object(
  {
    scenarioId: Type.String({ description: '18-character id of the scenario' }),
    scenarioName: Type.String(),
    recordType: Type.String({ description: 'API name of the record type, e.g. Lead' }),
    field: Type.String({ description: 'API name of the record field the scenario field compares' }),
    referencedAs: {
      ...WordListKind,
      description: 'Whether the field names it as its frequent or its synonym list',
    },
  },
  { title: 'WordListUse', description: 'A scenario field that references the list by name' },
);
export type WordListUse = Static<typeof WordListUse>;

const common = {
  name: Type.String({ pattern: WORD_LIST_NAME_PATTERN }),
  kind: WordListKind,
  builtIn: Type.Boolean({ description: 'Shipped with Steward: readable, never writable' }),
  updatedAt: Type.String({ description: 'ISO-8601 time of the last change' }),
  usedBy: Type.Array(WordListUse),
};

export const WordList = Type.Object({ ...common, entries }, { title: 'WordList' });
export type WordList = Static<typeof WordList>;

export const WordListSummary = Type.Object(
  { ...common, entryCount: Type.Integer({ description: 'Words (FREQUENT) or groups (SYNONYM)' }) },
  { title: 'WordListSummary' },
);
export type WordListSummary = Static<typeof WordListSummary>;

export const WordListCollection = Type.Object(
  { wordLists: Type.Array(WordListSummary) },
  { title: 'WordListCollection' },
);
export type WordListCollection = Static<typeof WordListCollection>;

/**
 * The body of a create-or-replace of a custom list. The name comes from the path; a body that repeats it (a list
 * read, edited and sent back) must agree with it.
 */
export const WordListInput = Type.Object(
  {
    kind: WordListKind,
    entries,
    name: Type.Optional(Type.String({ description: 'When given, must equal the path' })),
  },
  { title: 'WordListInput', additionalProperties: false },
);
export type WordListInput = Static<typeof WordListInput>;

export const WordListPath = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 255, description: 'Name of the list, e.g. PERSON' }) },
  { title: 'WordListPath' },
);
export type WordListPath = Static<typeof WordListPath>;
