import Type, { type Static } from 'typebox';
import { RecordRef } from './record-ref';
import { FieldValue, SObjectRecord } from './records';
import { StringEnum } from './string-enum';
import { KeptField } from './update-rules';

const RecordId = Type.String({ minLength: 15, maxLength: 18 });

export const MasterRule = StringEnum(['OLDEST', 'LAST_MODIFIED', 'MOST_COMPLETE'], {
  title: 'MasterRule',
  description:
    'Which record is the master when `masterId` is not given, and whose value an empty field takes first: the ' +
    'oldest created (the default), the last modified, or the one with the most fields filled',
});
export type MasterRule = Static<typeof MasterRule>;

export const FieldRule = StringEnum(['NON_EMPTY', 'MOST_RECENT', 'LONGEST'], {
  title: 'FieldRule',
  description:
    'Whose value a field the steward did not pick takes: NON_EMPTY (the default) the master’s, or when that is ' +
    'empty the first non-empty one in the master rule’s order; MOST_RECENT the non-empty value of the record ' +
    'modified last; LONGEST the longest non-empty value',
});
export type FieldRule = Static<typeof FieldRule>;

export const MasterWhere = Type.Object(
  {
    field: Type.String({ minLength: 1, maxLength: 80 }),
    value: Type.String({ maxLength: 255 }),
  },
  {
    title: 'MasterWhere',
    description:
      'A record whose field holds this value (case ignored) is preferred as the master, as `LeadSource` = `Web`; ' +
      'among several, and when none does, `masterRule` decides',
    additionalProperties: false,
  },
);
export type MasterWhere = Static<typeof MasterWhere>;

/** The original's merge page sends `objectIds`, `masterId`, `fieldSelect` and `customValues`. */
export const MergeInput = Type.Object(
  {
    objectIds: Type.Array(RecordId, {
      minItems: 2,
      maxItems: 10,
      description: 'The records to merge, two to ten of one type (15 or 18 characters)',
    }),
    masterId: Type.Optional({ ...RecordId, description: 'The record that stays; one of `objectIds`' }),
    masterRule: Type.Optional(MasterRule),
    masterWhere: Type.Optional(MasterWhere),
    fieldRule: Type.Optional(FieldRule),
    fieldSelect: Type.Optional(
      Type.Record(Type.String(), Type.String({ minLength: 1, maxLength: 18 }), {
        description:
          'Per field, the record whose value the master takes (one of `objectIds`), or "custom" for the value in ' +
          '`customValues`. A field not named keeps the master’s value, or when that is empty the first non-empty ' +
          'value of the others in the master rule’s order',
      }),
    ),
    customValues: Type.Optional(
      Type.Record(Type.String(), FieldValue, {
        description: 'Values for the fields `fieldSelect` marks "custom"',
      }),
    ),
    jobId: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description: 'With `groupId`: the job group this merge reviews',
      }),
    ),
    groupId: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
  },
  { title: 'MergeInput', additionalProperties: false },
);
export type MergeInput = Static<typeof MergeInput>;

export const RelatedChange = Type.Object(
  {
    objectType: Type.String(),
    recordId: Type.String(),
    field: Type.String({
      description: 'The lookup that pointed at a merged record and now points at the master',
    }),
    folded: Type.Boolean({
      description:
        'true: the master already had such a record (a campaign member of the same campaign), so this one was removed',
    }),
  },
  { title: 'RelatedChange' },
);
export type RelatedChange = Static<typeof RelatedChange>;

const MasterRecordRef = { ...RecordRef, description: 'The master named' };
const MergedRecordRefs = Type.Array(RecordRef, {
  description: 'The records merged away named, in the order of `mergedIds`, with their names as they were',
});

export const MergePreview = Type.Object(
  {
    master: SObjectRecord,
    fieldSources: Type.Record(Type.String(), Type.String(), {
      description: 'Per field of the master: the record its value comes from (18 characters), or "custom"',
    }),
    kept: Type.Array(KeptField, {
      description:
        'The values the field update rules and source trust keep the merge from taking from another record, ' +
        'each with the rule and why: the master keeps its own (docs/survivorship.md). A value picked in ' +
        '`fieldSelect` is taken as picked',
    }),
    mergedIds: Type.Array(Type.String(), { description: 'The records that would be merged into the master' }),
    masterRecord: MasterRecordRef,
    mergedRecords: MergedRecordRefs,
    related: Type.Array(RelatedChange, { description: 'Related records that would move to the master' }),
    relatedCounts: Type.Array(
      Type.Object(
        { recordId: Type.String(), objectType: Type.String(), count: Type.Integer() },
        { title: 'RelatedCount' },
      ),
      {
        description:
          'Per record of the merge (the master too) and related type, how many related records point at it; ' +
          'types with none are left out',
      },
    ),
  },
  { title: 'MergePreview' },
);
export type MergePreview = Omit<Static<typeof MergePreview>, 'master'> & { master: SObjectRecord };

export const MergeResult = Type.Object(
  {
    mergeId: Type.String({ description: 'Undo it with POST …/dc3Api/merges/{mergeId}/undo' }),
    master: SObjectRecord,
    mergedIds: Type.Array(Type.String()),
    masterRecord: MasterRecordRef,
    mergedRecords: MergedRecordRefs,
    related: Type.Array(RelatedChange),
  },
  { title: 'MergeResult' },
);
export type MergeResult = Omit<Static<typeof MergeResult>, 'master'> & { master: SObjectRecord };

export const Merge = Type.Object(
  {
    id: Type.String(),
    objectType: Type.String(),
    masterId: Type.String(),
    mergedIds: Type.Array(Type.String()),
    masterRecord: MasterRecordRef,
    mergedRecords: MergedRecordRefs,
    mergedAt: Type.String(),
    mergedBy: Type.String(),
    undoneAt: Type.Union([Type.String(), Type.Null()]),
    undoneBy: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'Merge' },
);
export type Merge = Static<typeof Merge>;

export const MergeQuery = Type.Object(
  {
    recordId: Type.Optional(
      Type.String({
        description: 'Merges this record was the master of or was merged away in (15 or 18 characters)',
      }),
    ),
  },
  { title: 'MergeQuery', additionalProperties: false },
);
export type MergeQuery = Static<typeof MergeQuery>;

export const MergeList = Type.Object(
  { merges: Type.Array(Merge, { description: 'Newest first' }) },
  { title: 'MergeList' },
);
export type MergeList = Static<typeof MergeList>;

export const MergePath = Type.Object(
  { mergeId: Type.String({ minLength: 1, maxLength: 64 }) },
  { title: 'MergePath', additionalProperties: false },
);
export type MergePath = Static<typeof MergePath>;
