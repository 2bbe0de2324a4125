import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../contract/api-paths';
import { MyLicense } from '../../contract/licenses';
import { errorResponses } from '../http/error-responses';
import type { AuthGuards } from '../identity/auth-guards';
import type { LicenceCheck } from './licence-check';

/**
 * Whether the caller holds a licence seat (Steward extension): the console asks once after sign-in, so that it
 * leads a user without one to no page that reads records.
 */
export async function myLicenceRoutes(
  app: FastifyInstance,
  { hasLicenceSeat, guards }: { hasLicenceSeat: LicenceCheck; guards: AuthGuards },
) {
  app.get(
    apiPaths.myLicense,
    {
      // Anyone signed in may learn it, whatever their role; it names the caller only, so it needs no seat.
      onRequest: [guards.authenticate],
      config: { recordData: false },
      schema: {
        tags: ['administration'],
        summary: 'Whether the caller holds an API licence seat',
        description:
          'Every operation that shows records, their values or their names needs a seat, whatever the role; ' +
          'administration and the validation of addresses, e-mail addresses and phone numbers do not.',
        response: { 200: MyLicense, ...errorResponses(401) },
      },
    },
    async (request): Promise<MyLicense> => {
      const { subject } = request.principal!;
      return { principal: subject, hasSeat: await hasLicenceSeat(subject) };
    },
  );
}
