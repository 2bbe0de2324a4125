import Type from 'typebox';

/** A real calendar day, UTC, written YYYY-MM-DD: 2026-13-01 is refused, not read as no day at all. */
export const Day = (description = 'UTC date, YYYY-MM-DD') => Type.String({ format: 'date', description });
