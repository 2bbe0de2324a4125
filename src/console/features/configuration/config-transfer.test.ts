import { describe, expect, it } from 'vitest';
import type { ConfigJobStatus } from '../../../contract/config-transfer';
import { awaitFinishedJob, configurationFileName, parseConfigurationFile } from './config-transfer';

describe('configurationFileName', () => {
  it('dates the file by the day of the export', () => {
    expect(configurationFileName(new Date('2026-11-25T19:46:39Z'))).toBe(
      'steward-configuration-2026-11-25.json',
    );
  });
});

describe('parseConfigurationFile', () => {
  it('reads an export', () => {
    const configuration = { exportTime: '2026-11-25T19:46:39Z', objects: [] };
    expect(parseConfigurationFile(JSON.stringify(configuration))).toEqual({ configuration });
  });

  it('says when the file is not JSON, or JSON of something else', () => {
    expect(parseConfigurationFile('objects: []')).toEqual({
      problem: expect.stringMatching(/^The file is not JSON: /) as unknown,
    });
    expect(parseConfigurationFile('[1, 2]')).toEqual({
      problem: 'The file is JSON but not a configuration export: it has no list of objects.',
    });
  });
});

describe('awaitFinishedJob', () => {
  const status = (Status: string): ConfigJobStatus => ({
    ok: Status === 'Completed',
    errorMessage: null,
    jobInfo: { Status, ExtendedStatus: null },
    warnings: [],
  });

  it('reads again, after a wait, until the job has finished', async () => {
    const answers = [status('Queued'), status('Processing'), status('Completed')];
    let waits = 0;
    const finished = await awaitFinishedJob(
      () => Promise.resolve(answers.shift()!),
      () => {
        waits++;
        return Promise.resolve();
      },
    );
    expect(finished.jobInfo?.Status).toBe('Completed');
    expect(waits).toBe(2);
  });
});
