import { expect } from '@playwright/test';
import { apiPaths } from '../../src/contract/api-paths';
import type { Job } from '../../src/contract/jobs';
import type { FieldValue } from '../../src/contract/records';
import type { UpsertDataOutput } from '../../src/contract/upsert';
import { randomPerson } from '../../src/service/testing/random-person';
import { userToken } from '../../src/service/testing/tokens';
import { USERS, type DemoUser } from './users';

/**
 * Calls the running service as a demo user, the way an integration calls it, and answers the parsed body (none for
 * an empty answer). Tests use it to read or make the data a scenario starts from, so the browser steps test the
 * console only.
 */
async function asUser<T>(
  user: DemoUser,
  baseURL: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> {
  const token = await userToken(`${baseURL}/oidc`, user.username, user.password);
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

const asSteward = <T>(baseURL: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
  asUser<T>(USERS.steward, baseURL, method, path, body);

/** Calls an admin API as the demo admin, e.g. to read a demo scenario before a test changes it and restore it after. */
export const asAdmin = <T>(baseURL: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  asUser<T>(USERS.admin, baseURL, method, path, body);

export const postAsSteward = <T>(baseURL: string, path: string, body: unknown) =>
  asSteward<T>(baseURL, 'POST', path, body);

export const getAsSteward = <T>(baseURL: string, path: string) => asSteward<T>(baseURL, 'GET', path);

/** Creates a record through the upsert API, without the duplicate check, and answers its 18-character id. */
export async function createRecord(
  baseURL: string,
  objectType: string,
  objectData: Record<string, FieldValue>,
): Promise<string> {
  const output = await postAsSteward<UpsertDataOutput>(baseURL, apiPaths.upsert, {
    input: { objectType, objectData, duplicateCheck: false },
  });
  if (!output.isSuccess || !output.objectId)
    throw new Error(`${objectType} not created: ${output.errorMessage}`);
  return output.objectId;
}

/**
 * Two leads an upsert logs as potential duplicates: a new lead, then the same lead with a typo in its first name,
 * which the upsert creates beside it (no score reaches 100) and logs as a pair for review.
 */
export async function loggedLeadPair(baseURL: string) {
  const person = randomPerson();
  const first = await createRecord(baseURL, 'Lead', person);
  const second = await postAsSteward<UpsertDataOutput>(baseURL, apiPaths.upsert, {
    input: {
      objectType: 'Lead',
      objectData: { ...person, FirstName: `${person.FirstName}e` },
      duplicateCheck: true,
      duplicateScore: 100,
    },
  });
  expect(second.isCreated).toBe(true);
  return {
    first,
    second: second.objectId!,
    firstName: `${person.FirstName} ${person.LastName}`,
    secondName: `${person.FirstName}e ${person.LastName}`,
    company: person.Company,
  };
}

/** Runs a duplicate job of a record type through the API and waits until it is done. */
export async function finishedJob(baseURL: string, objectType: string): Promise<Job> {
  const started = await postAsSteward<Job>(baseURL, apiPaths.jobs, { objectType });
  await expect
    .poll(async () => (await getAsSteward<Job>(baseURL, apiPaths.job(started.id))).status, {
      timeout: 90_000,
    })
    .toBe('DONE');
  return started;
}

/** Calls the running service as the demo admin, for what a test changed through the admin pages. */
async function fetchAsAdmin(baseURL: string, method: 'PUT' | 'DELETE', path: string, body?: unknown) {
  const token = await userToken(`${baseURL}/oidc`, USERS.admin.username, USERS.admin.password);
  return fetch(`${baseURL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * Deletes, as the demo admin, what a test made through the admin pages, if it is still there: the cleanup of a
 * test that failed half-way, so the next tests meet the demo data as shipped.
 */
export async function deleteAsAdmin(baseURL: string, path: string): Promise<void> {
  const response = await fetchAsAdmin(baseURL, 'DELETE', path);
  if (!response.ok && response.status !== 404) {
    throw new Error(`DELETE ${path} answered ${response.status}: ${await response.text()}`);
  }
}

/** Puts back, as the demo admin, what a test changed through the admin pages, so the next tests meet the demo. */
export async function putAsAdmin(baseURL: string, path: string, body: unknown): Promise<void> {
  const response = await fetchAsAdmin(baseURL, 'PUT', path, body);
  if (!response.ok) throw new Error(`PUT ${path} answered ${response.status}: ${await response.text()}`);
}
