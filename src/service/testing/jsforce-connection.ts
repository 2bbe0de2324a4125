import { Connection } from 'jsforce';

/** A jsforce client of the service, as an integration written for the Salesforce-hosted original connects. */
export const jsforceConnection = (baseUrl: string, accessToken: string) =>
  new Connection({ instanceUrl: baseUrl, accessToken, version: '62.0' });
