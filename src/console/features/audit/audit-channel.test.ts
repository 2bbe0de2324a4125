import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../contract/api-paths';
import { channelText, importFileName } from './audit-channel';

describe('how an audit event came about, in words', () => {
  it('names the API requests that write by what a steward did', () => {
    expect(channelText(`POST ${apiPaths.upsert}`)).toBe('Upsert');
    expect(channelText(`POST ${apiPaths.batchUpsert}`)).toBe('Batch upsert');
    expect(channelText(`POST ${apiPaths.merge}`)).toBe('Merge');
    expect(channelText(`POST ${apiPaths.mergeUndo('m1')}`)).toBe('Undo of a merge');
    expect(channelText(`POST ${apiPaths.reviewBatches}`)).toBe('Bulk review');
    expect(channelText(`POST ${apiPaths.reviewBatchUndo('b1')}`)).toBe('Undo of a bulk review');
    expect(channelText(`POST ${apiPaths.notDuplicates}`)).toBe('Not-a-duplicate decision');
    expect(channelText(`DELETE ${apiPaths.notDuplicate('d1')}`)).toBe('Decision withdrawn');
    expect(channelText(`POST ${apiPaths.jobGroupNotDuplicate('j1', '4')}`)).toBe('Group decision');
    expect(channelText(`DELETE ${apiPaths.jobGroupNotDuplicate('j1', '4')}`)).toBe(
      'Group decision withdrawn',
    );
    expect(channelText(`POST ${apiPaths.jobs}`)).toBe('Duplicate job');
    expect(channelText(`POST ${apiPaths.jobCancel('j1')}`)).toBe('Duplicate job cancelled');
    expect(channelText(`DELETE ${apiPaths.job('j1')}`)).toBe('Duplicate job deleted');
    expect(channelText(`POST ${apiPaths.scenarioTraining('s1')}`)).toBe('Scenario training');
    expect(channelText(`POST ${apiPaths.signInLockLift}`)).toBe('Sign-in lock lifted');
    expect(channelText('POST /oidc/interaction/:uid/login')).toBe('Sign-in');
  });

  it('names a file import by its file, its undo too, and the service’s own work', () => {
    expect(channelText('IMPORT leads (2).csv (0d9f)')).toBe('File import leads (2).csv');
    expect(channelText('IMPORT leads.csv (0d9f) undo')).toBe('Undo of the file import leads.csv');
    expect(channelText('automatic training')).toBe('Automatic training');
    expect(importFileName('IMPORT leads (2).csv (0d9f) undo')).toBe('leads (2).csv');
    expect(importFileName(`POST ${apiPaths.upsert}`)).toBeUndefined();
  });

  it('reads a request it does not know as the API, and keeps anything else as recorded', () => {
    expect(channelText('PATCH /services/data/v62.0/sobjects/Lead/00Q')).toBe('API');
    expect(channelText('nightly script')).toBe('nightly script');
  });
});
