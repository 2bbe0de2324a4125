import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../contract/api-paths';
import {
  EmailValidationInput,
  EmailValidationOutput,
  PhoneValidationInput,
  PhoneValidationOutput,
} from '../../contract/contact-validation';
import { errorResponses } from '../http/error-responses';
import type { AuthGuards } from '../identity/auth-guards';
import type { UsageCounter } from '../usage/usage-counter';
import { validateEmail } from './validate-email';
import { validatePhone } from './validate-phone';

const errors = errorResponses(400, 401, 403);
const tags = ['contact validation'];

/**
 * E-mail and phone validate, beside address validate and on its terms: the steward role, every outcome in
 * `status` and `advice` with HTTP 200, one credit a call, counted in the same usage report.
 */
export async function contactValidationRoutes(
  app: FastifyInstance,
  { usage, defaultCountry, guards }: { usage: UsageCounter; defaultCountry: string; guards: AuthGuards },
) {
  const onRequest = [guards.authenticate, guards.requireRole('steward')];
  /**
   * A validation answers about the e-mail address or phone number sent, never about a record: no licence seat needed.
   */
  const noRecordData = { recordData: false } as const;

  app.post<{ Body: EmailValidationInput }>(
    apiPaths.emailValidate,
    {
      onRequest,
      config: noRecordData,
      schema: {
        tags,
        summary: 'Validate an e-mail address: syntax, throwaway domains, misspelt domains',
        description:
          'GREEN (200) when mail systems accept the address and its domain is no throwaway one; AMBER for a ' +
          'disposable domain (304) or a likely misspelt well-known domain (305, gmial.com), with the `suggestion`; ' +
          'RED (300) when mail systems would refuse it, with a `suggestion` when one slip explains it. No DNS or ' +
          'mailbox is asked. Billable: 1 credit.',
        body: EmailValidationInput,
        response: { 200: EmailValidationOutput, ...errors },
      },
    },
    async (request) => {
      const output = validateEmail(request.body);
      usage.count('validation', request.principal!.subject, 'emailValidate', 1);
      return output;
    },
  );

  app.post<{ Body: PhoneValidationInput }>(
    apiPaths.phoneValidate,
    {
      onRequest,
      config: noRecordData,
      schema: {
        tags,
        summary: 'Validate a phone number: valid for its country, type, formats, corrections',
        description:
          'A number without country code is read for `country` (a code or a name), or the service’s default ' +
          'country. GREEN (100) valid as written; AMBER when valid once corrected (110: a trunk 0 after the ' +
          "country code, a missing '+'; see `suggestion`) or of a possible length in no range in use (120); RED " +
          '(130) otherwise. `phoneNumber` and `suggestion` are written in `format` (E164 by default). Billable: ' +
          '1 credit.',
        body: PhoneValidationInput,
        response: { 200: PhoneValidationOutput, ...errors },
      },
    },
    async (request) => {
      const output = validatePhone(request.body, defaultCountry);
      usage.count('validation', request.principal!.subject, 'phoneValidate', 1);
      return output;
    },
  );
}
