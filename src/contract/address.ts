import Type, { type Static } from 'typebox';
import { StringEnum } from './string-enum';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const Advice = StringEnum(['GREEN', 'AMBER', 'RED'], {
  title: 'Advice_v1',
  description:
    'GREEN verified as given; AMBER corrected, completed or partly verified; RED invalid or unverifiable',
});
export type Advice = Static<typeof Advice>;

export const Status = Type.Object(
  {
    message: Type.String(),
    credit: Type.Boolean({ description: 'true when the call was billable' }),
    code: Type.String({
      description:
        'Address: 200 validated, 400 find answered, 5XY verification levels, 594, 7xx geocode. E-mail: 200 valid, ' +
        '300 invalid, 304 disposable, 305 likely typo. Phone: 100 correct, 110 corrected, 120 possible, 130 invalid',
    }),
  },
  { title: 'Status_v1' },
);
export type Status = Static<typeof Status>;

export const AddressOptions = Type.Object(
  {
    housenumberAddition: Type.Optional(
      Type.Boolean({ description: 'Split the addition from the house number' }),
    ),
    houseNumber: Type.Optional(Type.Boolean({ description: 'Return the house number in its own field' })),
    geocode: Type.Optional(Type.Boolean({ description: 'Add latitude, longitude and geoStatus' })),
  },
  { title: 'AddressOptions', additionalProperties: false },
);
export type AddressOptions = Static<typeof AddressOptions>;

export const Address = Type.Object(
  {
    street: Type.String(),
    stateCode: Type.String(),
    state: Type.String(),
    postalCode: Type.String(),
    longitude: Type.String({ description: 'Decimal degrees as text' }),
    latitude: Type.String({ description: 'Decimal degrees as text' }),
    housenumberAddition: Nullable(Type.String()),
    housenumber: Type.String(),
    geoStatus: Type.Optional(Nullable(Status)),
    fullAddress: Type.String({
      description: "Formatted in the country's postal convention, lines separated by \\n",
    }),
    countryCode: Type.String(),
    country: Type.String(),
    city: Type.String(),
    advice: Type.Optional(Nullable(Advice)),
    status: Type.Optional(Nullable(Status)),
  },
  { title: 'Address_v1' },
);
export type Address = Static<typeof Address>;

/**
 * Longest text accepted per field: far beyond any real address part, short enough that no request makes the
 * fuzzy matching slow. Longer text is refused with 400, naming the field.
 */
const LINE = { maxLength: 300 } as const;
const PART = { maxLength: 100 } as const;
const NOTE = { maxLength: 2000 } as const;

export const AddressFindInput = Type.Object(
  {
    address: Type.Optional(
      Type.String({
        ...LINE,
        description:
          'What the user typed so far; inside a container it narrows the list before the 100 cap (a number ' +
          'lists that number first); may be left out when drilling into a container',
      }),
    ),
    country: Type.Optional(
      Type.String({
        ...PART,
        description:
          'ISO 3166-1 alpha-2 code restricting the suggestions; without it, imported addresses of every country ' +
          'and the bundled places of DEFAULT_COUNTRY',
      }),
    ),
    container: Type.Optional(
      Nullable(Type.String({ ...LINE, description: 'A container from an earlier find, to drill into' })),
    ),
    note: Type.Optional(Type.String(NOTE)),
    addressOptions: Type.Optional(AddressOptions),
  },
  { title: 'AddressFindInput_v1', additionalProperties: false },
);
export type AddressFindInput = Static<typeof AddressFindInput>;

export const AddressSuggestionType = StringEnum(['Address', 'Street', 'Postcode', 'Locality'], {
  title: 'AddressSuggestionType',
});
export type AddressSuggestionType = Static<typeof AddressSuggestionType>;

export const AddressFindSuggestion = Type.Object(
  {
    type: AddressSuggestionType,
    highlight: Type.String({
      description:
        'Matched character ranges X-Y, comma separated; ";" separates address ranges from description ranges',
    }),
    description: Type.String(),
    container: Type.String({ description: 'Pass to retrieve (type Address) or back to find (other types)' }),
    address: Type.String(),
  },
  { title: 'AddressFindOutputItem_v1' },
);
export type AddressFindSuggestion = Static<typeof AddressFindSuggestion>;

export const AddressFindOutput = Type.Object(
  { suggestions: Type.Array(AddressFindSuggestion), status: Status, advice: Nullable(Advice) },
  { title: 'AddressFindOutput_v1' },
);
export type AddressFindOutput = Static<typeof AddressFindOutput>;

export const AddressRetrieveInput = Type.Object(
  {
    container: Type.String({ ...LINE, description: 'Container identifier returned by address find' }),
    note: Type.Optional(Type.String(NOTE)),
    addressOptions: Type.Optional(AddressOptions),
  },
  { title: 'AddressRetrieveInput_v1', additionalProperties: false },
);
export type AddressRetrieveInput = Static<typeof AddressRetrieveInput>;

export const AddressRetrieveOutput = Type.Object(
  { status: Nullable(Status), advice: Nullable(Advice), address: Nullable(Address) },
  { title: 'AddressRetrieveOutput_v1' },
);
export type AddressRetrieveOutput = Static<typeof AddressRetrieveOutput>;

export const AddressValidationInput = Type.Object(
  {
    street: Type.Optional(Type.String(LINE)),
    housenumber: Type.Optional(Type.String(PART)),
    state: Type.Optional(Type.String(PART)),
    city: Type.Optional(Type.String(PART)),
    postalcode: Type.Optional(Type.String(PART)),
    country: Type.Optional(Type.String({ ...PART, description: 'Country code or name' })),
    convertToSuggestionStatus: Type.Optional(Type.Boolean()),
    note: Type.Optional(Type.String(NOTE)),
    addressOptions: Type.Optional(AddressOptions),
  },
  { title: 'AddressValidationInput_v1', additionalProperties: false },
);
export type AddressValidationInput = Static<typeof AddressValidationInput>;

export const AddressValidationOutput = Type.Object(
  { addresses: Type.Array(Address), advice: Advice, status: Status },
  { title: 'AddressValidationOutput_v1' },
);
export type AddressValidationOutput = Static<typeof AddressValidationOutput>;
