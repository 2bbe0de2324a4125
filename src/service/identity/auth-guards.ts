import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasRole, type Role } from '../../contract/roles';
import { ApiError } from '../http/api-error';
import { InvalidTokenError, type TokenVerifier } from './token-verifier';
import type { Principal } from './principal';

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Whether a principal holds a licence seat: the licences module answers, identity only asks. */
export type SeatCheck = (subject: string) => Promise<boolean>;

/** The checks a route puts in front of its handler, in order: token, role, licence seat. */
export function createAuthGuards(verifyToken: TokenVerifier, hasLicenceSeat: SeatCheck) {
  const authenticate: Guard = async (request) => {
    const header = request.headers.authorization;
    const token = header ? BEARER.exec(header)?.[1] : undefined;
    if (!token) {
      throw new ApiError(
        401,
        'INVALID_SESSION_ID',
        'Session expired or invalid: send an access token as "Authorization: Bearer <token>"',
      );
    }
    try {
      request.principal = await verifyToken(token);
    } catch (error) {
      if (error instanceof InvalidTokenError) {
        throw new ApiError(401, 'INVALID_SESSION_ID', `Session expired or invalid: ${error.message}`);
      }
      throw error;
    }
    request.log.debug({ subject: request.principal.subject }, 'authenticated');
  };

  const principalOf = (request: FastifyRequest): Principal => {
    if (!request.principal) throw new Error('A guard that needs the principal ran before authenticate');
    return request.principal;
  };

  const requireRole =
    (role: Role): Guard =>
    async (request) => {
      const principal = principalOf(request);
      if (!hasRole(principal.roles, role)) {
        throw new ApiError(
          403,
          'INSUFFICIENT_ACCESS',
          `This operation needs the ${role} role; ${principal.subject} has ${principal.roles.join(', ') || 'no roles'}`,
        );
      }
    };

  const requireLicence: Guard = async (request) => {
    const principal = principalOf(request);
    if (!(await hasLicenceSeat(principal.subject))) {
      throw new ApiError(
        403,
        'NO_API_LICENSE',
        `No API licence is assigned to ${principal.subject}; ask an administrator to assign a licence seat`,
      );
    }
  };

  return { authenticate, requireRole, requireLicence };
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;
