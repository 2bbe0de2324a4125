import Type, { type Static } from 'typebox';
import { StringEnum } from './string-enum';

/**
 * What a write that updates a stored record does with one field's incoming value (docs/survivorship.md):
 * - `OVERWRITE`: the incoming value replaces the stored one, an empty one clears it (the seed's upsert);
 * - `IF_EMPTY`: it fills a stored value that is empty, and leaves a stored value as it is;
 * - `IF_NEWER`: it replaces the stored value unless that was changed later than the incoming one (the input's own
 *   `modifiedAt`, else the write's time), or by a more trusted source;
 * - `IF_BETTER`: it replaces the stored value unless it is worse by what Steward can tell: empty, invalid where the
 *   stored value is valid (an e-mail, a phone number, a website), or a slip of the stored value (one or two letters
 *   changed, "Witting" → "Whitting") that only this write supports, or written by a more trusted source;
 * - `NEVER`: the stored value stays; an empty one is filled only when the record is created.
 */
export const UPDATE_RULES = ['OVERWRITE', 'IF_EMPTY', 'IF_NEWER', 'IF_BETTER', 'NEVER'] as const;
export type UpdateRule = (typeof UPDATE_RULES)[number];

/** The rule of a field no admin has set: the seed's upsert, wire-compatible. */
export const DEFAULT_UPDATE_RULE: UpdateRule = 'OVERWRITE';

export const UpdateRuleValue = StringEnum(UPDATE_RULES, {
  description:
    'OVERWRITE: the incoming value replaces the stored one; IF_EMPTY: fills an empty stored value only; ' +
    'IF_NEWER: replaces it unless the stored value was changed later or by a more trusted source; ' +
    'IF_BETTER: replaces it unless the incoming value is empty, invalid where the stored one is valid (an address ' +
    'that validates worse), a slip of it, or from a less trusted source; NEVER: the stored value stays',
});

/** Why a write kept a field's stored value: what the audit trail, the dry run and the previews say. */
export const KEPT_REASONS = [
  'STORED_NOT_EMPTY',
  'NEVER_UPDATED',
  'INCOMING_EMPTY',
  'INCOMING_INVALID',
  'INCOMING_SLIP',
  'STORED_NEWER',
  'STORED_MORE_TRUSTED',
] as const;
export type KeptReason = (typeof KEPT_REASONS)[number];

export const KeptField = Type.Object(
  {
    field: Type.String(),
    rule: UpdateRuleValue,
    reason: StringEnum(KEPT_REASONS, {
      description:
        'STORED_NOT_EMPTY: IF_EMPTY and a value is stored; NEVER_UPDATED: NEVER; INCOMING_EMPTY, INCOMING_INVALID, ' +
        'INCOMING_SLIP: IF_BETTER and the incoming value is empty, invalid where the stored one is valid, or a slip ' +
        'of it; STORED_NEWER: IF_NEWER and the stored value was changed later; STORED_MORE_TRUSTED: IF_NEWER or ' +
        'IF_BETTER and a more trusted source wrote the stored value',
    }),
    stored: Type.Union([Type.String(), Type.Null()], { description: 'The value kept, as text' }),
    incoming: Type.Union([Type.String(), Type.Null()], { description: 'The value not written, as text' }),
  },
  { title: 'KeptField', additionalProperties: false },
);
export type KeptField = Static<typeof KeptField>;

export const FieldUpdateRule = Type.Object(
  {
    field: Type.String({ minLength: 1, description: 'API name of a field of the record type' }),
    rule: UpdateRuleValue,
  },
  { title: 'FieldUpdateRule', additionalProperties: false },
);
export type FieldUpdateRule = Static<typeof FieldUpdateRule>;

export const FieldUpdateRules = Type.Object(
  {
    rules: Type.Array(FieldUpdateRule, {
      maxItems: 500,
      description: `Every field's rule; a field left out is ${DEFAULT_UPDATE_RULE}`,
    }),
  },
  { title: 'FieldUpdateRules', additionalProperties: false },
);
export type FieldUpdateRules = Static<typeof FieldUpdateRules>;

/**
 * Where a write comes from, for source trust (docs/survivorship.md): the OpenID Connect client the request's token
 * was issued to (an integration's own client, the console's), or `import` for a file import. Nobody can claim
 * another client's source: it is read from the verified token.
 */
export const IMPORT_SOURCE = 'import';

export const SourceTrust = Type.Object(
  {
    sources: Type.Array(
      Type.String({
        minLength: 1,
        maxLength: 100,
        pattern: '^\\S+$',
        description: 'A client id, or `import`',
      }),
      {
        maxItems: 50,
        description:
          'The sources of writes, most trusted first. A source not listed is trusted less than every listed one; ' +
          'an empty list trusts every source alike.',
      },
    ),
  },
  { title: 'SourceTrust', additionalProperties: false },
);
export type SourceTrust = Static<typeof SourceTrust>;

/** Which source last wrote a field's stored value, and when (the input's own modified time where it gave one). */
export const FieldSource = Type.Object(
  {
    field: Type.String(),
    source: Type.String(),
    at: Type.String({ format: 'date-time' }),
  },
  { title: 'FieldSource', additionalProperties: false },
);
export type FieldSource = Static<typeof FieldSource>;

export const RecordFieldSources = Type.Object(
  {
    fields: Type.Array(FieldSource, {
      description: 'Each field with a stored value whose writer is known, in the record type’s field order',
    }),
  },
  { title: 'RecordFieldSources', additionalProperties: false },
);
export type RecordFieldSources = Static<typeof RecordFieldSources>;
