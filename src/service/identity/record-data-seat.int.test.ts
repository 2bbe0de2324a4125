import { describe, expect, it } from 'vitest';
import { apiPaths, SOBJECTS_BASE } from '../../contract/api-paths';
import type { MyLicense } from '../../contract/licenses';
import type { RecordList } from '../../contract/record-list';
import type { Role } from '../../contract/roles';
import { ok, useTestApi, type ApiResponse, type Method, type Principal } from '../testing/api-kit';

const api = useTestApi({ as: 'admin' });

const SEAT_NEEDED = 'Needs an API licence seat';
const { call } = api;

/**
 * The operations that show no record's field values or name, and so need no API licence seat, each with why. Every
 * other operation of the OpenAPI document must refuse a signed-in caller without a seat with 403 `NO_API_LICENSE`,
 * whatever the role: a new operation is held to that until it is listed here, and its route says
 * `recordData: false` (identity/record-data-seat.ts).
 */
const SHOWS_NO_RECORDS: Readonly<Record<string, string>> = {
  'GET /healthz': 'liveness, open to anyone',
  'GET /readyz': 'readiness, open to anyone',
  [`GET ${apiPaths.myLicense}`]: "the caller's own seat, which the console asks after",
  // Record types and their fields, never a record's values.
  [`GET ${SOBJECTS_BASE}`]: 'record types',
  [`GET ${SOBJECTS_BASE}/{objectType}/describe`]: "a record type's fields",
  // The dashboard: counts per record type, job and day; none names a record.
  [`GET ${apiPaths.dashboard}`]: 'counts only',
  // Administration: settings, seats, locks and usage.
  [`POST ${apiPaths.scenarios}/{scenarioId}/train`]: 'answers the scenario and its model',
  [`GET ${apiPaths.autoMergeSettings}`]: 'the least precision of an auto-merge, a setting',
  [`PUT ${apiPaths.autoMergeSettings}`]: 'the least precision of an auto-merge, a setting',
  [`GET ${apiPaths.alerts}`]: 'alerts: counts of records and duplicates per source, waits, schedules',
  [`POST ${apiPaths.alerts}/{alertId}/dismissal`]: 'an alert dismissed, its words and figures',
  [`GET ${apiPaths.alertSettings}`]: 'when alerts are raised, settings',
  [`PUT ${apiPaths.alertSettings}`]: 'when alerts are raised, settings',
  [`GET ${apiPaths.adminScenarios}`]: 'scenario settings',
  [`POST ${apiPaths.adminScenarios}`]: 'scenario settings',
  [`GET ${apiPaths.adminScenarios}/{scenarioId}`]: 'scenario settings',
  [`PUT ${apiPaths.adminScenarios}/{scenarioId}`]: 'scenario settings',
  [`DELETE ${apiPaths.adminScenarios}/{scenarioId}`]: 'scenario settings',
  [`GET ${apiPaths.wordLists}`]: 'words, not records',
  [`GET ${apiPaths.wordLists}/{name}`]: 'words, not records',
  [`PUT ${apiPaths.wordLists}/{name}`]: 'words, not records',
  [`DELETE ${apiPaths.wordLists}/{name}`]: 'words, not records',
  [`GET ${apiPaths.filters}`]: 'conditions, not records',
  [`POST ${apiPaths.filterCount}`]: 'a count of records, none named',
  [`GET ${apiPaths.filters}/{recordType}/{developerName}`]: 'conditions, not records',
  [`PUT ${apiPaths.filters}/{recordType}/{developerName}`]: 'conditions, not records',
  [`DELETE ${apiPaths.filters}/{recordType}/{developerName}`]: 'conditions, not records',
  [`GET ${apiPaths.adminRecordTypes}`]: 'record type definitions',
  [`POST ${apiPaths.adminRecordTypes}`]: 'record type definitions',
  [`GET ${apiPaths.adminRecordTypes}/{recordType}`]: 'record type definitions',
  [`PUT ${apiPaths.adminRecordTypes}/{recordType}`]:
    'definitions, and counts of the records a change touches',
  [`DELETE ${apiPaths.adminRecordTypes}/{recordType}`]: 'record type definitions',
  [`PUT ${apiPaths.adminRecordTypes}/{recordType}/cross-objects`]: 'mappings between record types',
  [`PUT ${apiPaths.adminRecordTypes}/{recordType}/update-rules`]: 'what writes do with each field',
  [`PUT ${apiPaths.adminRecordTypes}/{recordType}/source-trust`]: 'which sources of writes to trust most',
  [`POST ${apiPaths.exportConfig}`]: 'the matching configuration',
  [`POST ${apiPaths.exportConfigJobStat}`]: 'the matching configuration',
  [`POST ${apiPaths.exportConfigDownload}`]: 'the matching configuration',
  [`POST ${apiPaths.importConfig}`]: 'the matching configuration',
  [`POST ${apiPaths.importConfigDryRun}`]: 'the matching configuration',
  [`POST ${apiPaths.importConfigJobStat}`]: 'the matching configuration',
  [`GET ${apiPaths.adminIndexBuilds}`]: 'progress counts',
  [`GET ${apiPaths.licenses}`]: 'seats name principals; needing none lets an admin always repair access',
  [`PUT ${apiPaths.licenses}/{principal}`]: 'seats name principals',
  [`DELETE ${apiPaths.licenses}/{principal}`]: 'seats name principals',
  [`GET ${apiPaths.signInLocks}`]: 'accounts and addresses',
  [`POST ${apiPaths.signInLockLift}`]: 'accounts and addresses',
  [`GET ${apiPaths.apiUsage}`]: 'calls per principal',
  [`GET ${apiPaths.addressUsage}`]: 'credits per principal',
  // Validation of what the caller sends, from the address data and the rules, never from the records.
  [`POST ${apiPaths.addressFind}`]: 'addresses, not records',
  [`POST ${apiPaths.addressRetrieve}`]: 'addresses, not records',
  [`POST ${apiPaths.addressValidate}`]: 'addresses, not records',
  [`POST ${apiPaths.emailValidate}`]: 'the e-mail address sent',
  [`POST ${apiPaths.phoneValidate}`]: 'the phone number sent',
};

/** The demo's principals and the role each holds; the guest is the one without a seat. */
const ROLE_OF: Readonly<Record<Principal, Role>> = {
  admin: 'admin',
  steward: 'steward',
  viewer: 'viewer',
  guest: 'viewer',
  integration: 'steward',
};
const SEATED: readonly Principal[] = ['admin', 'steward', 'viewer', 'integration'];

interface Operation {
  method: Method;
  /** As the document writes it, parameters in braces. */
  path: string;
  description: string;
}

const named = ({ method, path }: Operation) => `${method} ${path}`;

async function documentedOperations(): Promise<Operation[]> {
  const document = await ok<{ paths: Record<string, Record<string, { description?: string }>> }>(
    call('GET', '/openapi.json', undefined, null),
  );
  const methods: readonly Method[] = ['GET', 'POST', 'PUT', 'DELETE'];
  return Object.entries(document.paths).flatMap(([path, item]) =>
    methods
      .filter((method) => item[method.toLowerCase()])
      .map((method) => ({ method, path, description: item[method.toLowerCase()]!.description ?? '' })),
  );
}

/**
 * The operation called without a body, its record type on the demo's leads and any other parameter made up: the
 * guards answer before a handler reads them, and a read that needs no seat answers something to look into.
 */
const callAs = ({ method, path }: Operation, as: Principal) =>
  call(
    method,
    path.replace(/\{(\w+)\}/g, (_match, name: string) =>
      name === 'objectType' || name === 'recordType' ? 'Lead' : 'x',
    ),
    undefined,
    as,
  );

const errorCodeOf = ({ body }: ApiResponse) =>
  Array.isArray(body) ? (body[0] as { errorCode?: unknown } | undefined)?.errorCode : undefined;

/** What a principal is answered, operation by operation. */
async function answersTo(operations: readonly Operation[], as: Principal) {
  const answers = new Map<string, ApiResponse>();
  for (const operation of operations) answers.set(named(operation), await callAs(operation, as));
  return answers;
}

/** What names the demo's records: their ids, names and e-mail addresses, long enough to mean only them. */
async function recordMarkers(): Promise<string[]> {
  const markers = new Set<string>();
  for (const objectType of ['Lead', 'Contact', 'Account']) {
    const list = await ok<RecordList>(
      call('GET', `${apiPaths.recordList}?objectType=${objectType}&limit=200`, undefined, 'admin'),
    );
    for (const { ref, record } of list.records) {
      markers.add(ref.id).add(ref.displayName);
      if (typeof record['Email'] === 'string') markers.add(record['Email']);
    }
  }
  return [...markers].filter((marker) => marker.length >= 6);
}

async function setSeats(principals: readonly Principal[], held: boolean) {
  for (const principal of principals) {
    const { status } = await call(held ? 'PUT' : 'DELETE', apiPaths.license(principal), undefined, 'admin');
    expect(status, `${held ? 'assigning' : 'revoking'} the seat of ${principal}`).toBe(held ? 200 : 204);
  }
}

describe('record data needs a licence seat', () => {
  it('answers a viewer without a seat 403 NO_API_LICENSE for the records a viewer with one reads', async () => {
    const leads = await ok<RecordList>(
      call('GET', `${apiPaths.recordList}?objectType=Lead`, undefined, 'viewer'),
    );
    const lead = leads.records[0]!.ref;
    expect(await ok(call('GET', apiPaths.record('Lead', lead.id), undefined, 'viewer'))).toMatchObject({
      Id: lead.id,
    });
    const refused = [{ errorCode: 'NO_API_LICENSE', message: expect.stringContaining('guest') }];
    for (const path of [
      `${apiPaths.recordList}?objectType=Lead`,
      `${apiPaths.recordList}?objectType=Contact`,
      `${apiPaths.recordList}?objectType=Account`,
      apiPaths.record('Lead', lead.id),
    ]) {
      expect(await ok(call('GET', path, undefined, 'guest'), 403), path).toEqual(refused);
    }
    // The home's figures are counts: the guest still has one, naming no record.
    const home = JSON.stringify(await ok(call('GET', apiPaths.dashboard, undefined, 'guest')));
    expect(home).not.toContain(lead.id);
    expect(home).not.toContain(lead.displayName);
  });

  it('tells the caller whether they hold a seat, and a seat assigned or revoked counts from the next request', async () => {
    const mine = (as: Principal) => ok<MyLicense>(call('GET', apiPaths.myLicense, undefined, as));
    const leads = () => call('GET', `${apiPaths.recordList}?objectType=Lead`, undefined, 'guest');
    expect(await mine('guest')).toEqual({ principal: 'guest', hasSeat: false });
    expect(await mine('viewer')).toEqual({ principal: 'viewer', hasSeat: true });
    expect(await mine('integration')).toEqual({ principal: 'integration', hasSeat: true });
    try {
      await setSeats(['guest'], true);
      expect(await mine('guest')).toEqual({ principal: 'guest', hasSeat: true });
      expect((await ok<RecordList>(leads())).records.length).toBeGreaterThan(0);
    } finally {
      await setSeats(['guest'], false);
    }
    expect(await mine('guest')).toEqual({ principal: 'guest', hasSeat: false });
    expect(errorCodeOf(await leads())).toBe('NO_API_LICENSE');
  });
});

describe('every operation of the OpenAPI document, for every role with and without a seat', () => {
  it('refuses every operation showing records to whoever holds no seat, and only those', async () => {
    const operations = await documentedOperations();
    const documented = new Set(operations.map(named));
    expect(Object.keys(SHOWS_NO_RECORDS).filter((listed) => !documented.has(listed))).toEqual([]);
    const showingRecords = operations.filter((operation) => !(named(operation) in SHOWS_NO_RECORDS));
    expect(showingRecords.length).toBeGreaterThanOrEqual(40);
    // The reference tells integrators so.
    const undocumented = showingRecords.filter(({ description }) => !description.includes(SEAT_NEEDED));
    expect(undocumented.map(named)).toEqual([]);
    const markers = await recordMarkers();
    expect(markers.length).toBeGreaterThan(100);

    const seated = new Map<Principal, Map<string, ApiResponse>>();
    for (const principal of SEATED) seated.set(principal, await answersTo(operations, principal));
    const seatless = new Map<Principal, Map<string, ApiResponse>>([
      ['guest', await answersTo(operations, 'guest')],
    ]);
    await setSeats(SEATED, false);
    try {
      for (const principal of SEATED) seatless.set(principal, await answersTo(operations, principal));
    } finally {
      await setSeats(SEATED, true);
    }

    const failures: string[] = [];
    const failed = (
      principal: Principal,
      operation: string,
      expected: string,
      { status, body }: ApiResponse,
    ) =>
      failures.push(
        `${principal} (${ROLE_OF[principal]}) ${operation}: expected ${expected}, got ${status} ${JSON.stringify(body).slice(0, 160)}`,
      );
    for (const [principal, answers] of seated) {
      for (const [operation, answer] of answers) {
        if (answer.status === 401 || errorCodeOf(answer) === 'NO_API_LICENSE')
          failed(principal, operation, 'no refusal of the seat or the token', answer);
      }
    }
    for (const [principal, answers] of seatless) {
      // The same role with a seat: the guest is a viewer.
      const withSeat = seated.get(principal === 'guest' ? 'viewer' : principal)!;
      for (const operation of operations.map(named)) {
        const answer = answers.get(operation)!;
        const roleRefused = errorCodeOf(withSeat.get(operation)!) === 'INSUFFICIENT_ACCESS';
        if (roleRefused) {
          // The role is checked before the seat, so the answer does not tell whether a seat would help.
          if (errorCodeOf(answer) !== 'INSUFFICIENT_ACCESS')
            failed(principal, operation, '403 INSUFFICIENT_ACCESS, as with a seat', answer);
        } else if (!(operation in SHOWS_NO_RECORDS)) {
          if (answer.status !== 403 || errorCodeOf(answer) !== 'NO_API_LICENSE')
            failed(principal, operation, '403 NO_API_LICENSE', answer);
        } else if (answer.status === 401 || answer.status === 403) {
          failed(principal, operation, 'no refusal, as it shows no records', answer);
        } else {
          const text = JSON.stringify(answer.body) ?? '';
          const marker = markers.find((one) => text.includes(one));
          if (marker) failed(principal, operation, `nothing naming a record, not "${marker}"`, answer);
        }
      }
    }
    expect(failures).toEqual([]);
    // With its seat each role gets past the guards of operations showing records: the refusals above are the seat's.
    for (const [principal, answers] of seated) {
      const passed = showingRecords.filter((operation) => answers.get(named(operation))!.status !== 403);
      expect(passed.length, principal).toBeGreaterThan(0);
    }
  }, 180_000);
});
