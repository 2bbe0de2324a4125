import Type, { type Static } from 'typebox';
import { Day } from './day';

export const ApiUsageQuery = Type.Object(
  {
    from: Type.Optional(Day()),
    to: Type.Optional(Day()),
    principal: Type.Optional(Type.String({ minLength: 1, description: 'User subject or client id' })),
  },
  { title: 'ApiUsageQuery', additionalProperties: false },
);
export type ApiUsageQuery = Static<typeof ApiUsageQuery>;

export const ApiUsageRow = Type.Object(
  {
    principal: Type.String(),
    day: Type.String(),
    operation: Type.String({
      description: 'Method and path pattern, e.g. POST /services/apexrest/dupcheck/dc3Api/search',
    }),
    calls: Type.Integer(),
  },
  { title: 'ApiUsageRow' },
);
export type ApiUsageRow = Static<typeof ApiUsageRow>;

export const ApiUsageTotal = Type.Object(
  {
    principal: Type.String(),
    calls: Type.Integer(),
    lastDay: Type.String({ description: 'The last day in the period the principal called the API' }),
  },
  { title: 'ApiUsageTotal' },
);
export type ApiUsageTotal = Static<typeof ApiUsageTotal>;

export const ApiUsageReport = Type.Object(
  {
    rows: Type.Array(ApiUsageRow, { description: 'Per principal, day and operation, newest day first' }),
    totals: Type.Array(ApiUsageTotal, { description: 'Per principal over the period, most calls first' }),
  },
  { title: 'ApiUsageReport' },
);
export type ApiUsageReport = Static<typeof ApiUsageReport>;
