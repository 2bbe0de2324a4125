import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../../contract/audit';
import type { RecordRef } from '../../../contract/record-ref';
import { auditCsv } from './audit-csv';

const ref = (id: string, displayName: string): RecordRef => ({
  id,
  objectType: 'Lead',
  displayName,
  details: [],
  state: 'STORED',
});

const event = (overrides: Partial<AuditEvent>): AuditEvent => ({
  id: '1',
  at: '2026-11-25T10:00:00.000Z',
  principal: 'steward',
  endpoint: 'POST /services/apexrest/dupcheck/dc3Api/merge',
  action: 'MERGE',
  objectType: 'Lead',
  recordId: '00QSt0000000001MAA',
  record: ref('00QSt0000000001MAA', 'Jane Doe'),
  changes: [],
  match: null,
  ...overrides,
});

describe('auditCsv', () => {
  it('writes a header and a row per event, with the records named, the merge and the changes', () => {
    const csv = auditCsv([
      event({
        otherRecordIds: ['00QSt0000000002MAA', '00QSt0000000003MAA'],
        otherRecords: [ref('00QSt0000000002MAA', 'Jane Do'), ref('00QSt0000000003MAA', 'J. Doe')],
        mergeId: 'm1',
        changes: [{ field: 'Title', before: null, after: 'CFO' }],
      }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'at,principal,action,objectType,recordId,recordName,endpoint,otherRecordIds,otherRecordNames,mergeId,jobId,changes',
      '2026-11-25T10:00:00.000Z,steward,MERGE,Lead,00QSt0000000001MAA,Jane Doe,POST /services/apexrest/dupcheck/dc3Api/merge,00QSt0000000002MAA 00QSt0000000003MAA,Jane Do; J. Doe,m1,,Title:  → CFO',
      '',
    ]);
  });

  it('writes an event of a duplicate job with its job and no record', () => {
    const csv = auditCsv([
      event({ action: 'JOB_STARTED', recordId: null, record: null, jobId: 'j1', otherRecordIds: [] }),
    ]);
    expect(csv.split('\r\n')[1]).toBe(
      '2026-11-25T10:00:00.000Z,steward,JOB_STARTED,Lead,,,POST /services/apexrest/dupcheck/dc3Api/merge,,,,j1,',
    );
  });

  it('quotes commas and quotes, and defuses what a spreadsheet would run as a formula', () => {
    const csv = auditCsv([
      event({ changes: [{ field: 'Company', before: 'Acme, "Inc"', after: '=HYPERLINK("x")' }] }),
    ]);
    expect(csv.split('\r\n')[1]).toContain(`"Company: Acme, ""Inc"" → =HYPERLINK(""x"")"`);
    const formula = auditCsv([event({ principal: '=cmd' })]);
    expect(formula.split('\r\n')[1]).toContain(`,'=cmd,`);
  });

  it('defuses a formula whatever whitespace precedes it', () => {
    for (const principal of ['\t=cmd', ' +1', '\u00a0-2', '\t @SUM(A1)'])
      expect(auditCsv([event({ principal })]).split('\r\n')[1]).toContain(`,'${principal},`);
    const broken = auditCsv([event({ principal: '\r\n=cmd' })]);
    expect(broken.split(',')).toContain(`"'\r\n=cmd"`);
  });
});
