import Type, { type Static } from 'typebox';

export const LicenseSeat = Type.Object(
  {
    principal: Type.String({ description: "A user's subject or a client id" }),
    assignedAt: Type.String({ description: 'ISO-8601 time' }),
    assignedBy: Type.String(),
  },
  { title: 'LicenseSeat' },
);
export type LicenseSeat = Static<typeof LicenseSeat>;

/** The caller's own seat, so that the console shows the pages that read records only to whom may read them. */
export const MyLicense = Type.Object(
  {
    principal: Type.String({ description: "The caller: a user's subject or a client id" }),
    hasSeat: Type.Boolean({
      description:
        'Whether the caller holds an API licence seat, which every operation showing records needs',
    }),
  },
  { title: 'MyLicense' },
);
export type MyLicense = Static<typeof MyLicense>;

export const LicenseSeatList = Type.Object({ seats: Type.Array(LicenseSeat) }, { title: 'LicenseSeatList' });
export type LicenseSeatList = Static<typeof LicenseSeatList>;
