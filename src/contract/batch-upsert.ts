import Type, { type Static } from 'typebox';
import { DetailParameter, UpsertDataInput, UpsertDataOutput } from './upsert';

/** Most inputs one batch upserts: Salesforce's limit for records in one sObject Collections request. */
export const MAX_BATCH_RECORDS = 200;

/**
 * Many upserts in one request (Steward extension), shaped as Salesforce's sObject Collections are: `records` and
 * an `allOrNone` for the whole, which defaults to false as it does there.
 */
export const BatchUpsertRequest = Type.Object(
  {
    allOrNone: Type.Optional(
      Type.Boolean({
        description:
          'true: if any input fails (`isSuccess: false`), nothing of the batch is saved and every output says so; ' +
          'false (default): each input is saved or fails on its own',
      }),
    ),
    records: Type.Array(UpsertDataInput, {
      maxItems: MAX_BATCH_RECORDS,
      description:
        `The upserts, at most ${MAX_BATCH_RECORDS} (as in a Salesforce sObject Collections request), each as ` +
        "dc3DataApi's `input`, run in order: an input finds the records the inputs before it wrote",
    }),
  },
  { title: 'BatchUpsertRequest', additionalProperties: false },
);
export type BatchUpsertRequest = Static<typeof BatchUpsertRequest>;

export const BatchUpsertQuery = Type.Object(
  { detail: Type.Optional(DetailParameter) },
  { title: 'BatchUpsertQuery', additionalProperties: false },
);
export type BatchUpsertQuery = Static<typeof BatchUpsertQuery>;

export const BatchUpsertOutput = Type.Array(UpsertDataOutput, {
  title: 'BatchUpsertOutput',
  description: 'One output per input, in the order of `records`',
});
export type BatchUpsertOutput = Static<typeof BatchUpsertOutput>;
