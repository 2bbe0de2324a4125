import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import {
  AddressFindInput,
  AddressFindOutput,
  AddressRetrieveInput,
  AddressRetrieveOutput,
  AddressValidationInput,
  AddressValidationOutput,
} from '../../contract/address';
import { AddressUsageQuery, AddressUsageReport } from '../../contract/address-usage';
import { apiPaths } from '../../contract/api-paths';
import type { ServiceConfig } from '../config/env';
import type { AuthGuards } from '../identity/auth-guards';
import { findAddresses } from './find/find-addresses';
import { retrieveAddress } from './retrieve/retrieve-address';
import { validateAddress, type AddressDependencies } from './validate/validate-address';
import { warmUpAddressData } from './warm-up';
import { errorResponses } from '../http/error-responses';
import type { UsageCounter } from '../usage/usage-counter';
import { addressUsageReport } from '../usage/usage-reports';

const errors = errorResponses(400, 401, 403);

/** Credits of a billable call: one, and four more for a geocode (as the original charges). */
const creditsOf = (geocode: boolean | undefined) => (geocode ? 5 : 1);
const tags = ['address'];

/**
 * The record-validation address API, where the original mounts it. Outcomes, including unknown countries and
 * containers, are answered in `status` and `advice` with HTTP 200; only a malformed body is a 400.
 */
export async function addressRoutes(
  app: FastifyInstance,
  {
    address: deps,
    db,
    usage,
    guards,
    config,
  }: {
    address: AddressDependencies;
    db: Kysely<Database>;
    usage: UsageCounter;
    guards: AuthGuards;
    config: Pick<ServiceConfig, 'addressWarmup'>;
  },
) {
  if (config.addressWarmup)
    app.addHook('onListen', () => warmUpAddressData(deps.index, deps.postalPlaces, app.log));
  const onRequest = [guards.authenticate, guards.requireRole('steward')];
  /**
   * Addresses and their usage answer from the address data, the input and the counters, never from a record: no
   * licence seat needed.
   */
  const noRecordData = { recordData: false } as const;

  app.post<{ Body: AddressFindInput }>(
    apiPaths.addressFind,
    {
      onRequest,
      config: noRecordData,
      schema: {
        tags,
        summary: 'Type-ahead: addresses, streets, postcodes and places matching what was typed',
        description:
          'Suggestions best first. `type: "Address"` items go to retrieve; the others (`Street`, `Postcode`, ' +
          '`Locality`) are containers to pass back as `container` to list what is inside them (at most 100; what ' +
          'is typed narrows the list first, so every address is reached by typing its number). Without ' +
          '`country`, places are looked for in DEFAULT_COUNTRY. `highlight` marks ' +
          'the matched characters ("X-Y" ranges, `;` between address and description). Free: `credit` is false.',
        body: AddressFindInput,
        response: { 200: AddressFindOutput, ...errors },
      },
    },
    async (request) => findAddresses(deps, request.body),
  );

  app.post<{ Body: AddressRetrieveInput }>(
    apiPaths.addressRetrieve,
    {
      onRequest,
      config: noRecordData,
      schema: {
        tags,
        summary: 'The full address behind a container from find',
        description:
          'An address container answers status 594 (verified to house number); street, postcode and locality ' +
          'containers answer their level (593, 592). An unknown container answers status 500 and no address. ' +
          'Billable: 1 credit, 5 with `geocode`.',
        body: AddressRetrieveInput,
        response: { 200: AddressRetrieveOutput, ...errors },
      },
    },
    async (request) => {
      const { output, billable } = await retrieveAddress(deps, request.body);
      if (billable) {
        usage.count(
          'validation',
          request.principal!.subject,
          'retrieve',
          creditsOf(request.body.addressOptions?.geocode),
        );
      }
      return output;
    },
  );

  app.post<{ Body: AddressValidationInput }>(
    apiPaths.addressValidate,
    {
      onRequest,
      config: noRecordData,
      schema: {
        tags,
        summary: 'Validate an address: advice, status and the verified or suggested addresses',
        description:
          'GREEN (200) when verified as given down to the house number; AMBER (5XY) with corrected or completed ' +
          'suggestions, best first; RED when not even the city can be placed, or the street is unknown where ' +
          'street data exists. X is the level the input holds to as given, Y the level of the suggestion ' +
          '(0 none, 1 region, 2 city, 3 street, 4 house number, 5 addition). Billable: 1 credit, 5 with `geocode`.',
        body: AddressValidationInput,
        response: { 200: AddressValidationOutput, ...errors },
      },
    },
    async (request) => {
      const { output, billable } = await validateAddress(deps, request.body);
      if (billable) {
        usage.count(
          'validation',
          request.principal!.subject,
          'validate',
          creditsOf(request.body.addressOptions?.geocode),
        );
      }
      return output;
    },
  );

  app.get<{ Querystring: AddressUsageQuery }>(
    apiPaths.addressUsage,
    {
      onRequest: [guards.authenticate, guards.requireRole('admin')],
      config: noRecordData,
      schema: {
        tags,
        summary: 'Credits used per principal (admin)',
        description:
          'Billable address calls and credits per principal, operation and UTC day; `from`/`to` inclusive. Each ' +
          'service process adds its counts every second; this one’s are added before the answer.',
        querystring: AddressUsageQuery,
        response: { 200: AddressUsageReport, ...errors },
      },
    },
    async (request) => {
      await usage.flush();
      return addressUsageReport(db, request.query);
    },
  );
}
