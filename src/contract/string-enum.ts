import Type, { type TSchemaOptions, type TUnsafe } from 'typebox';

/**
 * A string restricted to listed values. Declares `type: "string"` beside `enum`: the response serializer drops a
 * property whose schema has no type.
 */
export const StringEnum = <const Values extends readonly string[]>(
  values: Values,
  options: TSchemaOptions = {},
) =>
  Type.Unsafe<Values[number]>({ ...options, type: 'string', enum: [...values] }) as TUnsafe<Values[number]>;
