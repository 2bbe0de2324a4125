import Type, { type Static } from 'typebox';
import { MAX_TEXTAREA_LENGTH } from './field-values';
import { SObjectRecord, type SObjectRecord as SObjectRecordType } from './records';

/** More scenarios than any record type has; a longer list is a mistake, not a search. */
export const MAX_SCENARIO_IDS = 100;

/** `scenarioIds` of a search or upsert. */
export const ScenarioIds = Type.Array(Type.String({ minLength: 1, maxLength: 18 }), {
  maxItems: MAX_SCENARIO_IDS,
  description: 'Scenarios to use instead of the ones the record type applies to the API',
});

export const SearchInput = Type.Object(
  {
    objectPrefix: Type.String({
      pattern: '^[0-9A-Za-z]{3}$',
      description: 'Three-character prefix identifying the record type',
    }),
    objectData: Type.Record(
      Type.String(),
      Type.Union([Type.String({ maxLength: MAX_TEXTAREA_LENGTH }), Type.Null()]),
      {
        description:
          'Field names and values to search with; a value may be no longer than its field holds (255 characters, ' +
          `${MAX_TEXTAREA_LENGTH.toLocaleString('en')} for a long text area)`,
      },
    ),
    filterDeveloperName: Type.Optional(
      Type.String({ minLength: 1, description: 'API name of a predefined filter that narrows the results' }),
    ),
    scenarioIds: Type.Optional(ScenarioIds),
    recordId: Type.Optional(
      Type.String({
        minLength: 15,
        maxLength: 18,
        description:
          'Our extension: the stored record these values are of. It is left out of the results, and so are the ' +
          'records a steward decided are not its duplicates, unless `includeDecided` is true',
      }),
    ),
    includeDecided: Type.Optional(
      Type.Boolean({ description: 'With `recordId`: list the records decided not to be its duplicates too' }),
    ),
  },
  { title: 'SearchInput', additionalProperties: false },
);
export type SearchInput = Static<typeof SearchInput>;

export const ScenarioScore = Type.Object(
  {
    scenarioScore: Type.Number(),
    scenarioName: Type.String(),
    scenarioId: Type.String(),
    heldApartBy: Type.Optional(
      Type.String({
        description:
          'Potential duplicates only: the field whose guard held the pair apart (clearly different given names or birth dates), so the upsert created a record rather than update this one',
      }),
    ),
  },
  { title: 'ScenarioScore' },
);
export type ScenarioScore = Static<typeof ScenarioScore>;

export const SearchResult = Type.Object(
  {
    score: Type.Number({ description: 'Highest score among the scenarios the record reached' }),
    scenarioScores: Type.Array(ScenarioScore),
    objectData: SObjectRecord,
  },
  { title: 'SearchResult' },
);
/** The record's own fields are open-ended, so `objectData` is typed as a record with any further fields. */
export type SearchResult = Omit<Static<typeof SearchResult>, 'objectData'> & {
  objectData: SObjectRecordType;
};

export const SearchOutput = Type.Record(Type.String(), Type.Array(SearchResult), {
  title: 'SearchOutput',
  description: 'Matches keyed by object prefix; cross-object matches appear under their own prefix',
});
export type SearchOutput = Record<string, SearchResult[]>;
