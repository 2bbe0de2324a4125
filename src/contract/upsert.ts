import { KeptField } from './update-rules';
import Type, { type Static } from 'typebox';
import { FieldChange, UpsertMatch } from './audit';
import { FieldValue } from './records';
import { ScenarioIds } from './search';
import { StringEnum } from './string-enum';

/** Most related records one upsert writes: Salesforce's limit for records in one sObject tree request. */
export const MAX_RELATED_RECORDS = 200;

const FieldValues = Type.Record(Type.String(), FieldValue, { description: 'Field API names and values' });

export const RelatedInput = Type.Object(
  {
    duplicateCheck: Type.Optional(Type.Boolean()),
    duplicateScore: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    objectType: Type.String({ minLength: 1 }),
    referenceField: Type.String({
      minLength: 1,
      description: 'Field on the related record that points to the parent',
    }),
    objectData: FieldValues,
  },
  { title: 'RelatedInput', additionalProperties: false },
);
export type RelatedInput = Static<typeof RelatedInput>;

export const UpsertDataInput = Type.Object(
  {
    allOrNone: Type.Optional(
      Type.Boolean({ description: 'true: parent and related records in one transaction' }),
    ),
    duplicateCheck: Type.Optional(Type.Boolean()),
    duplicateScore: Type.Optional(
      Type.Number({ minimum: 0, maximum: 100, description: 'Lowest score at which a duplicate is updated' }),
    ),
    scenarioIds: Type.Optional(ScenarioIds),
    objectType: Type.String({ minLength: 1, description: 'API name of the record type' }),
    objectData: FieldValues,
    modifiedAt: Type.Optional(
      Type.String({
        format: 'date-time',
        description:
          'Steward extension: when the values were last changed where they come from. A field whose update rule ' +
          'is IF_NEWER keeps a stored value changed later; without it the write counts as changed now.',
      }),
    ),
    relatedList: Type.Optional(
      Type.Array(RelatedInput, {
        maxItems: MAX_RELATED_RECORDS,
        description: `Related records, at most ${MAX_RELATED_RECORDS} (as in a Salesforce sObject tree request)`,
      }),
    ),
  },
  { title: 'UpsertDataInput', additionalProperties: false },
);
export type UpsertDataInput = Static<typeof UpsertDataInput>;

export const UpsertRequest = Type.Object(
  { input: UpsertDataInput },
  { title: 'UpsertRequest', additionalProperties: false },
);
export type UpsertRequest = Static<typeof UpsertRequest>;

/**
 * `?detail=true` and `?preview=true` are Steward extensions: the first adds what the console shows, the second
 * answers what the upsert would do and saves nothing; without them the output is the original's.
 */
export const DetailParameter = StringEnum(['true', 'false'], {
  description: 'true: each output also carries `match`, `changes` and `potentialDuplicates`',
});

export const UpsertQuery = Type.Object(
  {
    detail: Type.Optional(DetailParameter),
    preview: Type.Optional(
      StringEnum(['true', 'false'], {
        description:
          'true: nothing is saved or logged; the output, with the detail fields, says what the upsert would do now ' +
          '(which record it would update and each field it would change, or that it would create one). Records it ' +
          'would create have no `objectId`.',
      }),
    ),
  },
  { title: 'UpsertQuery', additionalProperties: false },
);
export type UpsertQuery = Static<typeof UpsertQuery>;

export const PotentialDuplicateRef = Type.Object(
  {
    duplicateId: Type.String(),
    score: Type.Number(),
    heldApartBy: Type.Optional(
      Type.String({
        description: 'The field whose guard said this is another person, so it was not updated',
      }),
    ),
    ambiguousWith: Type.Optional(
      Type.Array(Type.String(), {
        description:
          'Other matches a guard says are another person (a father and his junior), which the values given cannot tell this one from: none of them was updated',
      }),
    ),
  },
  { title: 'PotentialDuplicateRef' },
);
export type PotentialDuplicateRef = Static<typeof PotentialDuplicateRef>;

const outputFields = {
  isSuccess: Type.Boolean(),
  isCreated: Type.Boolean({ description: 'true when a new record was created' }),
  errorMessage: Type.Union([Type.String(), Type.Null()]),
  objectId: Type.Union([Type.String(), Type.Null()]),
  objectData: Type.Union([Type.Record(Type.String(), FieldValue), Type.Null()]),
  match: Type.Optional(
    Type.Union([UpsertMatch, Type.Null()], {
      description: 'Detail only: the duplicate that was updated and its score; null when created',
    }),
  ),
  changes: Type.Optional(
    Type.Array(FieldChange, { description: 'Detail only: every field the write changed, before and after' }),
  ),
  kept: Type.Optional(
    Type.Array(KeptField, {
      description:
        'Detail only: the given values a field update rule kept out of the duplicate updated, each with the rule ' +
        'and why; the stored value stays',
    }),
  ),
  potentialDuplicates: Type.Optional(
    Type.Array(PotentialDuplicateRef, {
      description: 'Detail only: matches logged for review (reached a threshold, not updated)',
    }),
  ),
  errorField: Type.Optional(
    Type.Union([Type.String(), Type.Null()], {
      description: 'Detail only: the input field a failure concerns, so a form can show the error beside it',
    }),
  ),
};

export const RelatedOutput = Type.Object(
  { ...outputFields, relatedList: Type.Array(Type.Unknown(), { maxItems: 0 }) },
  { title: 'RelatedOutput' },
);
export type RelatedOutput = Static<typeof RelatedOutput>;

export const UpsertDataOutput = Type.Object(
  { ...outputFields, relatedList: Type.Array(RelatedOutput) },
  { title: 'UpsertDataOutput' },
);
export type UpsertDataOutput = Static<typeof UpsertDataOutput>;
