import { describe, expect, it } from 'vitest';
import type { UpsertDataOutput } from '../../../contract/upsert';
import { outcomeKind, upsertAnnouncement } from './upsert-outcome-text';

const result = (isSuccess: boolean, isCreated: boolean, errorMessage: string | null = null) => ({
  isSuccess,
  isCreated,
  errorMessage,
  objectId: null,
  objectData: null,
  relatedList: [],
});

const output = (parent: ReturnType<typeof result>, related: ReturnType<typeof result>[] = []) =>
  ({ ...parent, relatedList: related }) as UpsertDataOutput;

describe('outcomeKind', () => {
  it('reads created, updated and failed', () => {
    expect(outcomeKind(result(true, true))).toBe('Created');
    expect(outcomeKind(result(true, false))).toBe('Updated');
    expect(outcomeKind(result(false, false, 'Email: bad'))).toBe('Failed');
  });
});

describe('upsertAnnouncement', () => {
  it('says what happened to the record', () => {
    expect(upsertAnnouncement(output(result(true, true)), 'Lead')).toBe('Lead created.');
    expect(upsertAnnouncement(output(result(true, false)), 'Lead')).toBe('Lead updated.');
    expect(upsertAnnouncement(output(result(false, false, 'Email: bad')), 'Lead')).toBe(
      'Lead not saved: Email: bad.',
    );
  });

  it('counts the related records saved and not saved', () => {
    expect(upsertAnnouncement(output(result(true, true), [result(true, true)]), 'Lead')).toBe(
      'Lead created. Related records: 1 saved.',
    );
    expect(
      upsertAnnouncement(
        output(result(true, true), [result(true, false), result(false, false, 'x')]),
        'Lead',
      ),
    ).toBe('Lead created. Related records: 1 saved, 1 not saved.');
    expect(upsertAnnouncement(output(result(true, true), [result(false, false, 'x')]), 'Lead')).toBe(
      'Lead created. Related records: 1 not saved.',
    );
  });
});
