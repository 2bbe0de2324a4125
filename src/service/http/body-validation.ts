/**
 * The Ajv options Fastify validates requests with: bodies as sent, with no coercion and no silent removal of
 * unknown fields, and every problem reported at once.
 */
export const BODY_VALIDATION = {
  removeAdditional: false,
  coerceTypes: false,
  useDefaults: true,
  allErrors: true,
} as const;
