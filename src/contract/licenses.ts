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

export const LicenseSeatList = Type.Object({ seats: Type.Array(LicenseSeat) }, { title: 'LicenseSeatList' });
export type LicenseSeatList = Static<typeof LicenseSeatList>;
