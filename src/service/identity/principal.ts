/** Who made a request, as read from a verified access token. */
export interface Principal {
  /** `sub`: a user's subject, or the client id of a client-credentials token. Licence seats are keyed by it. */
  subject: string;
  clientId: string | null;
  roles: string[];
  name: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

/**
 * The source of a principal's writes, for source trust (docs/survivorship.md): the client its token was issued to
 * (an integration, the console), read from the verified token so that nobody can claim another's; a token without a
 * client is its subject's.
 */
export const writeSourceOf = (principal: Principal): string => principal.clientId ?? principal.subject;
