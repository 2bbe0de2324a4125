import { describe, expect, it } from 'vitest';
import type { UpsertDataOutput } from '../../../contract/upsert';
import { duplicateReason, outcomeKind, upsertAnnouncement } from './upsert-outcome-text';

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

describe('duplicateReason', () => {
  const label = (field: string) => (field === 'FirstName' ? 'First name' : field);

  it('names the guard that held a pair apart, by the field’s label', () => {
    expect(duplicateReason({ duplicateId: 'a', score: 90, heldApartBy: 'FirstName' }, label)).toBe(
      'another person by First name',
    );
  });

  it('says when the input fits other people’s records as well', () => {
    expect(duplicateReason({ duplicateId: 'a', score: 90, ambiguousWith: ['b'] }, label)).toBe(
      'could as well be another person’s record',
    );
    expect(duplicateReason({ duplicateId: 'a', score: 90, ambiguousWith: ['b', 'c'] }, label)).toBe(
      'could as well be 2 other people’s records',
    );
    expect(duplicateReason({ duplicateId: 'a', score: 90 }, label)).toBe('');
  });
});
