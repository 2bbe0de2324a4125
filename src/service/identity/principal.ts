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
