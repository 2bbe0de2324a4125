import Type, { type Static } from 'typebox';
import { StringEnum } from './string-enum';

export const AlertKind = StringEnum(
  ['DUPLICATE_SHARE', 'REVIEW_QUEUE_AGE', 'SCHEDULED_RUN_FAILED', 'SCHEDULED_RUN_MERGED_MORE'],
  {
    title: 'AlertKind',
    description:
      'DUPLICATE_SHARE: of the records a source sent in a day, far more were duplicates of stored records than ' +
      'its usual share; REVIEW_QUEUE_AGE: the oldest open item of a review queue waits longer than the admin ' +
      'allows; SCHEDULED_RUN_FAILED: the latest run of a schedule started no job, or its job failed; ' +
      'SCHEDULED_RUN_MERGED_MORE: the latest run of a schedule auto-merged far more groups than its runs before ' +
      '(a threshold that may be too low)',
  },
);
export type AlertKind = Static<typeof AlertKind>;

export const IntakeSourceKind = StringEnum(['CLIENT', 'IMPORT', 'FIELD'], {
  title: 'IntakeSourceKind',
  description:
    "CLIENT: writes through the API by one client (the token's client id); IMPORT: file imports; FIELD: records " +
    'whose source field (LeadSource, AccountSource: a picklist whose name ends in Source) holds a value',
});
export type IntakeSourceKind = Static<typeof IntakeSourceKind>;

export const IntakeSource = Type.Object(
  {
    kind: IntakeSourceKind,
    field: Type.String({ description: 'The source field of a FIELD source; empty for the others' }),
    value: Type.String({ description: 'The client, or the field’s value; empty for imports' }),
  },
  { title: 'IntakeSource' },
);
export type IntakeSource = Static<typeof IntakeSource>;

export const AlertDetail = Type.Object(
  {
    source: Type.Optional(IntakeSource),
    day: Type.Optional(Type.String({ format: 'date', description: 'The UTC day a share was counted on' })),
    records: Type.Optional(Type.Integer({ description: 'Records the source sent that day' })),
    duplicates: Type.Optional(Type.Integer({ description: 'Those that were duplicates of stored records' })),
    share: Type.Optional(Type.Number({ description: 'duplicates ÷ records' })),
    usualShare: Type.Optional(
      Type.Union([Type.Number(), Type.Null()], {
        description: 'The median share of the source’s days before; null with too few days to tell',
      }),
    ),
    oldestDetectedAt: Type.Optional(Type.String({ description: 'When the oldest open item was found' })),
    maximumDays: Type.Optional(Type.Integer({ description: 'The longest an item may wait, in days' })),
    schedule: Type.Optional(Type.Object({ id: Type.String(), name: Type.String() })),
    runId: Type.Optional(Type.String()),
    jobId: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    reason: Type.Optional(Type.String({ description: 'Why the run failed' })),
    merged: Type.Optional(Type.Integer({ description: 'Groups the run auto-merged' })),
    usualMerged: Type.Optional(Type.Number({ description: 'The median the runs before merged' })),
  },
  { title: 'AlertDetail' },
);
export type AlertDetail = Static<typeof AlertDetail>;

export const Alert = Type.Object(
  {
    id: Type.String(),
    kind: AlertKind,
    objectType: Type.String(),
    summary: Type.String({ description: 'What it says, in words' }),
    detail: AlertDetail,
    raisedAt: Type.String(),
    active: Type.Boolean({ description: 'Whether what raised it still holds' }),
    clearedAt: Type.Union([Type.String(), Type.Null()], { description: 'When it stopped holding' }),
    dismissedBy: Type.Union([Type.String(), Type.Null()]),
    dismissedAt: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'Alert' },
);
export type Alert = Static<typeof Alert>;

export const AlertList = Type.Object({ alerts: Type.Array(Alert) }, { title: 'AlertList' });
export type AlertList = Static<typeof AlertList>;

export const AlertQuery = Type.Object(
  {
    state: Type.Optional(
      StringEnum(['OPEN', 'ALL'], {
        description:
          'OPEN (when not given): the alerts that still hold and nobody dismissed; ALL: the latest 100 of any state',
      }),
    ),
  },
  { title: 'AlertQuery', additionalProperties: false },
);
export type AlertQuery = Static<typeof AlertQuery>;

export const AlertIdParameter = Type.Object({ alertId: Type.String({ minLength: 1 }) }, { title: 'AlertId' });
export type AlertIdParameter = Static<typeof AlertIdParameter>;

export const DEFAULT_ALERT_SETTINGS = { shareMultiple: 3, minimumRecords: 20, queueDays: 14 } as const;

export const AlertSettings = Type.Object(
  {
    shareMultiple: Type.Number({
      minimum: 1.5,
      maximum: 100,
      description: `A source's daily duplicate share alerts at this multiple of its usual share; ${DEFAULT_ALERT_SETTINGS.shareMultiple} when not set`,
    }),
    minimumRecords: Type.Integer({
      minimum: 1,
      maximum: 1_000_000,
      description: `The fewest records of a source in a day that its share is judged on; ${DEFAULT_ALERT_SETTINGS.minimumRecords} when not set`,
    }),
    queueDays: Type.Integer({
      minimum: 1,
      maximum: 365,
      description: `The longest an open review item may wait, in days, before it alerts; ${DEFAULT_ALERT_SETTINGS.queueDays} when not set`,
    }),
  },
  { title: 'AlertSettings', additionalProperties: false },
);
export type AlertSettings = Static<typeof AlertSettings>;
