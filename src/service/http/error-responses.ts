import { SalesforceErrorBody } from '../../contract/errors';

/** The error answers a route documents, each in the Salesforce error body, for its OpenAPI responses. */
export const errorResponses = (...statuses: number[]): Record<number, typeof SalesforceErrorBody> =>
  Object.fromEntries(statuses.map((status) => [status, SalesforceErrorBody]));
