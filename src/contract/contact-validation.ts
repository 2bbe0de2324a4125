import Type, { type Static } from 'typebox';
import { Advice, Status } from './address';
import { StringEnum } from './string-enum';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * Longest text accepted: far beyond any real address or number, so a longer one is a mistake of the caller and
 * answered with 400 naming the field, while everything shorter is judged and answered in `status` and `advice`.
 */
const TEXT = { minLength: 1, maxLength: 1000 } as const;
const NOTE = { maxLength: 2000 } as const;

export const EmailValidationInput = Type.Object(
  {
    emailAddress: Type.String({ ...TEXT, description: 'The e-mail address to check' }),
    note: Type.Optional(Type.String(NOTE)),
  },
  { title: 'EmailValidationInput_v1', additionalProperties: false },
);
export type EmailValidationInput = Static<typeof EmailValidationInput>;

export const EmailValidationOutput = Type.Object(
  {
    complete: Type.String({
      description:
        'The address as checked: trimmed, the domain in lower case; the text as given when invalid',
    }),
    addressee: Type.String({ description: "The local part, before the last '@'; '' when there is none" }),
    domain: Type.String({ description: "The domain, after the last '@'; '' when there is none" }),
    free: Type.Boolean({ description: 'The domain is a free mail provider (gmail.com, web.de …)' }),
    disposable: Type.Boolean({ description: 'The domain hands out throwaway mailboxes' }),
    suggestion: Nullable(
      Type.String({
        description: 'The likely intended address: a misspelt domain or a slip of the keyboard',
      }),
    ),
    status: Status,
    advice: Advice,
  },
  { title: 'EmailValidationOutput_v1' },
);
export type EmailValidationOutput = Static<typeof EmailValidationOutput>;

export const PhoneFormat = StringEnum(['E164', 'NATIONAL', 'INTERNATIONAL', 'RFC3966'], {
  title: 'PhoneFormat_v1',
  description: 'How `phoneNumber` and `suggestion` are written; E164 when left out',
});
export type PhoneFormat = Static<typeof PhoneFormat>;

export const PhoneType = StringEnum(
  [
    'FIXED_LINE',
    'MOBILE',
    'FIXED_LINE_OR_MOBILE',
    'TOLL_FREE',
    'PREMIUM_RATE',
    'SHARED_COST',
    'VOIP',
    'PERSONAL_NUMBER',
    'PAGER',
    'UAN',
    'VOICEMAIL',
    'UNKNOWN',
  ],
  { title: 'PhoneType_v1', description: "libphonenumber's number types; UNKNOWN when no range fits" },
);
export type PhoneType = Static<typeof PhoneType>;

export const PhoneValidationInput = Type.Object(
  {
    phoneNumber: Type.String({
      ...TEXT,
      description: 'The number as written, national or with its country code',
    }),
    country: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        description:
          'Country code or name the number is read for when it has no country code; DEFAULT_COUNTRY when left out',
      }),
    ),
    format: Type.Optional(PhoneFormat),
    note: Type.Optional(Type.String(NOTE)),
  },
  { title: 'PhoneValidationInput_v1', additionalProperties: false },
);
export type PhoneValidationInput = Static<typeof PhoneValidationInput>;

export const PhoneValidationOutput = Type.Object(
  {
    phoneNumber: Type.String({
      description:
        'The number in the requested format: the corrected one when there is a correction, else the number as ' +
        'read; the text as given when it holds no number',
    }),
    phoneType: PhoneType,
    countryCode: Nullable(
      Type.String({ description: 'ISO 3166-1 alpha-2 of the number; null when none fits' }),
    ),
    countryCallingCode: Nullable(Type.String({ description: "Without '+': 44, 49, 1 …" })),
    e164: Nullable(Type.String({ description: '+442079460018' })),
    national: Nullable(Type.String({ description: 'As dialled within the country: 020 7946 0018' })),
    international: Nullable(Type.String({ description: '+44 20 7946 0018' })),
    valid: Type.Boolean({ description: 'The number as given is in a range its country uses' }),
    possible: Type.Boolean({ description: 'The number as given has a length its country uses' }),
    suggestion: Nullable(
      Type.String({ description: 'The corrected number in the requested format, when the input needed one' }),
    ),
    status: Status,
    advice: Advice,
  },
  { title: 'PhoneValidationOutput_v1' },
);
export type PhoneValidationOutput = Static<typeof PhoneValidationOutput>;
