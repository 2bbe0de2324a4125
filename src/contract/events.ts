import Type, { type Static } from 'typebox';
import { StringEnum } from './string-enum';

/** The prefix of every event type: reverse-DNS, as CloudEvents advises. */
export const EVENT_TYPE_PREFIX = 'com.steward.';

export const CHANGE_EVENT_TYPES = [
  'record.created',
  'record.updated',
  'record.merged',
  'record.deleted',
  'merge.undone',
  'decision.not_duplicate',
  'decision.withdrawn',
  'job.finished',
  'import.finished',
  'alert.raised',
] as const;
export type ChangeEventType = (typeof CHANGE_EVENT_TYPES)[number];

export const ChangeEventTypeName = StringEnum(
  CHANGE_EVENT_TYPES.map((type) => `${EVENT_TYPE_PREFIX}${type}`),
  {
    title: 'ChangeEventType',
    description:
      'record.created, record.updated (data.changes: each field before and after), record.merged (data: the ' +
      'survivor, the records merged away, the fields that changed on it), record.deleted (an import undone ' +
      'deleted what it created), merge.undone (the survivor and the records given back), decision.not_duplicate ' +
      'and decision.withdrawn (the two records), job.finished (its status and groups), import.finished, ' +
      'alert.raised; each prefixed com.steward.',
  },
);

/** An event as the feed and the webhooks carry it: a CloudEvent 1.0 in its JSON form. */
export const ChangeEvent = Type.Object(
  {
    specversion: Type.Literal('1.0'),
    id: Type.String({ description: 'Unique; a receiver deduplicates by it' }),
    type: ChangeEventTypeName,
    source: Type.String({ description: '/steward/<record type>' }),
    subject: Type.String({
      description: 'The record (18 characters), or the job, import or alert it is about',
    }),
    time: Type.String({ description: 'When the change committed (ISO 8601, UTC)' }),
    datacontenttype: Type.Literal('application/json'),
    sequence: Type.String({ description: 'Its place in the feed, a whole number: commit order, per store' }),
    sequencetype: Type.Literal('Integer'),
    recordtype: Type.String({ description: 'The record type' }),
    data: Type.Record(Type.String(), Type.Unknown(), { description: 'What changed; by type' }),
  },
  { title: 'ChangeEvent' },
);
export type ChangeEvent = Static<typeof ChangeEvent>;

export const EventFeedQuery = Type.Object(
  {
    after: Type.Optional(
      Type.String({
        pattern: '^[0-9]{1,15}$',
        description: 'The `sequence` of the last event read; 0 or none: from the oldest kept',
      }),
    ),
    types: Type.Optional(
      Type.String({
        maxLength: 2000,
        description: 'Only these types, comma-separated (with or without com.steward.)',
      }),
    ),
    limit: Type.Optional(
      Type.String({ pattern: '^([1-9][0-9]{0,2}|1000)$', description: '1 to 1000; 100 when not given' }),
    ),
  },
  { title: 'EventFeedQuery', additionalProperties: false },
);
export type EventFeedQuery = Static<typeof EventFeedQuery>;

export const EventFeed = Type.Object(
  {
    events: Type.Array(ChangeEvent),
    nextAfter: Type.String({
      description: 'The `after` of the next page: the last sequence read, or the one given',
    }),
  },
  { title: 'EventFeed' },
);
export type EventFeed = Static<typeof EventFeed>;

export const SurvivorStatus = StringEnum(['LIVE', 'MERGED', 'DELETED', 'NOT_FOUND'], {
  title: 'SurvivorStatus',
  description:
    'LIVE: the record itself lives; MERGED: it was merged away, and `survivorId` is the live record at the end of ' +
    'its merges (A into B, later B into C: C); DELETED: the record at the end was deleted since (an import undone); ' +
    'NOT_FOUND: no record ever had the id',
});

export const Survivor = Type.Object(
  {
    recordId: Type.String({ description: 'The id asked about, 18 characters (as given when it is no id)' }),
    status: SurvivorStatus,
    survivorId: Type.Union([Type.String(), Type.Null()], {
      description: 'The live record it is or lives on in (18 characters); null when DELETED or NOT_FOUND',
    }),
    objectType: Type.Union([Type.String(), Type.Null()]),
    mergedAt: Type.Union([Type.String(), Type.Null()], {
      description: 'When it was merged away; null unless MERGED',
    }),
  },
  { title: 'Survivor' },
);
export type Survivor = Static<typeof Survivor>;

export const SurvivorsInput = Type.Object(
  {
    recordIds: Type.Array(Type.String({ maxLength: 18 }), {
      minItems: 1,
      maxItems: 200,
      description: 'Up to 200 ids, 15 or 18 characters',
    }),
  },
  { title: 'SurvivorsInput', additionalProperties: false },
);
export type SurvivorsInput = Static<typeof SurvivorsInput>;

export const SurvivorList = Type.Object({ survivors: Type.Array(Survivor) }, { title: 'SurvivorList' });
export type SurvivorList = Static<typeof SurvivorList>;

export const RecordIdParameter = Type.Object(
  { recordId: Type.String({ minLength: 1, maxLength: 18 }) },
  { title: 'RecordIdParameter' },
);
export type RecordIdParameter = Static<typeof RecordIdParameter>;
