import Type, { type Static } from 'typebox';
import { Day } from './day';
import { StringEnum } from './string-enum';

export const BillableOperation = StringEnum(['validate', 'retrieve', 'emailValidate', 'phoneValidate'], {
  title: 'BillableOperation',
  description:
    'Record-validation calls that consume credit: address validate and retrieve, e-mail and phone validate; find is free',
});
export type BillableOperation = Static<typeof BillableOperation>;

export const AddressUsageQuery = Type.Object(
  {
    from: Type.Optional(Day()),
    to: Type.Optional(Day()),
    principal: Type.Optional(Type.String({ minLength: 1, description: 'User subject or client id' })),
  },
  { title: 'AddressUsageQuery', additionalProperties: false },
);
export type AddressUsageQuery = Static<typeof AddressUsageQuery>;

export const AddressUsageRow = Type.Object(
  {
    principal: Type.String(),
    operation: BillableOperation,
    day: Type.String(),
    calls: Type.Integer(),
    credits: Type.Integer({ description: '1 per call, 4 more when geocoded' }),
  },
  { title: 'AddressUsageRow' },
);
export type AddressUsageRow = Static<typeof AddressUsageRow>;

export const AddressUsageTotal = Type.Object(
  { principal: Type.String(), calls: Type.Integer(), credits: Type.Integer() },
  { title: 'AddressUsageTotal' },
);
export type AddressUsageTotal = Static<typeof AddressUsageTotal>;

export const AddressUsageReport = Type.Object(
  {
    rows: Type.Array(AddressUsageRow, { description: 'Per principal, operation and day, newest day first' }),
    totals: Type.Array(AddressUsageTotal, {
      description: 'Per principal over the period, most credits first',
    }),
  },
  { title: 'AddressUsageReport' },
);
export type AddressUsageReport = Static<typeof AddressUsageReport>;
