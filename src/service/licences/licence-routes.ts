import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { apiPaths } from '../../contract/api-paths';
import { LicenseSeat, LicenseSeatList } from '../../contract/licenses';
import { ApiError } from '../http/api-error';
import type { AuthGuards } from '../identity/auth-guards';
import type { Store } from '../storage/database';
import { assignLicenceSeats, listLicenceSeats, revokeLicenceSeat } from './licence-store';
import { errorResponses } from '../http/error-responses';

const Principal = Type.Object({ principal: Type.String({ minLength: 1, maxLength: 255 }) });
const errors = errorResponses(400, 401, 403, 404);

/** Admins assign and revoke API licence seats. No seat is needed for this, so an admin can always repair access. */
export async function licenceRoutes(
  app: FastifyInstance,
  { store, guards }: { store: Store; guards: AuthGuards },
) {
  const onRequest = [guards.authenticate, guards.requireRole('admin')];
  const noRecordData = { recordData: false } as const;
  const tags = ['administration'];

  const listSeats = async () => ({
    seats: (await listLicenceSeats(store.db)).map((seat) => ({
      principal: seat.principal,
      assignedAt: seat.assigned_at,
      assignedBy: seat.assigned_by,
    })),
  });

  app.get(
    apiPaths.licenses,
    {
      onRequest,
      config: noRecordData,
      schema: { tags, summary: 'List API licence seats', response: { 200: LicenseSeatList, ...errors } },
    },
    listSeats,
  );

  app.put<{ Params: { principal: string } }>(
    `${apiPaths.licenses}/:principal`,
    {
      onRequest,
      config: noRecordData,
      schema: {
        tags,
        summary: 'Assign an API licence seat',
        params: Principal,
        response: { 200: LicenseSeat, ...errors },
      },
    },
    async (request) => {
      await assignLicenceSeats(store.db, [request.params.principal], request.principal!.subject);
      const seat = (await listSeats()).seats.find(
        (candidate) => candidate.principal === request.params.principal,
      )!;
      request.log.info({ principal: seat.principal }, 'licence seat assigned');
      return seat;
    },
  );

  app.delete<{ Params: { principal: string } }>(
    `${apiPaths.licenses}/:principal`,
    {
      onRequest,
      config: noRecordData,
      schema: {
        tags,
        summary: 'Revoke an API licence seat',
        params: Principal,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await revokeLicenceSeat(store.db, request.params.principal))) {
        throw new ApiError(404, 'NOT_FOUND', `${request.params.principal} holds no licence seat`);
      }
      request.log.info({ principal: request.params.principal }, 'licence seat revoked');
      return reply.code(204).send();
    },
  );
}
