/** A table cell of counts: right-aligned, with digits of one width so they line up. */
export const NUMBER_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;
