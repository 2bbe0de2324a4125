import Type from 'typebox';

/** Lists answer pages of 1 to 200 items, asked for as query text; 50 when not given. */
export const DEFAULT_PAGE_SIZE = 50;

export const PageSizeParameter = Type.Optional(
  Type.String({
    pattern: '^([1-9]|[1-9][0-9]|1[0-9][0-9]|200)$',
    description: 'Page size, 1 to 200; 50 when not given',
  }),
);

/** How many of a list's `items` to skip, as query text: lists that page by position rather than by a cursor. */
export const PageOffsetParameter = (items: string) =>
  Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$', description: `${items} to skip; 0 when not given` }));
