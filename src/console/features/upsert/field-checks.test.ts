import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MEMBER_FIELDS, LEAD_FIELDS } from './editable-fields.fixture';
import { checkDuplicateScore, checkEntry, fieldMessage, parseDuplicateScore } from './field-checks';

const byName = (name: string) =>
  [...LEAD_FIELDS, ...CAMPAIGN_MEMBER_FIELDS].find((field) => field.name === name)!;

describe('fieldMessage', () => {
  it('completes a problem that starts with a verb with the label, and keeps one quoting the value', () => {
    expect(fieldMessage('Last Name', 'is required')).toBe('Last Name is required');
    expect(fieldMessage('Email', "'x' is not a valid e-mail address")).toBe(
      "'x' is not a valid e-mail address",
    );
  });
});

describe('checkEntry', () => {
  it('uses the shared rules, so the message is the one the service gives', () => {
    expect(checkEntry(byName('Email'), 'not-an-email')).toBe("'not-an-email' is not a valid e-mail address");
    expect(checkEntry(byName('Email'), ' ada@example.com ')).toBeUndefined();
    expect(checkEntry(byName('NumberOfEmployees'), '12a')).toBe("'12a' is not a number");
  });

  it('refuses a missing or cleared required value and accepts a missing optional one', () => {
    const lastName = byName('LastName');
    for (const entry of ['', '   ', null, undefined]) {
      expect(checkEntry(lastName, entry)).toBe('Last Name is required for a Lead');
    }
    expect(checkEntry(byName('Email'), '')).toBeUndefined();
    expect(checkEntry(byName('Email'), null)).toBeUndefined();
  });

  it('checks a lookup against the prefix of the type it points to', () => {
    expect(checkEntry(byName('CampaignId'), '701St0000000001')).toBeUndefined();
    expect(checkEntry(byName('CampaignId'), '00QSt0000000001')).toBe(
      "'00QSt0000000001' is not the id of a Campaign (those start with 701)",
    );
  });
});

describe('duplicate score', () => {
  it('reads empty as the scenarios’ thresholds and a number as itself', () => {
    expect(parseDuplicateScore(' ')).toBeUndefined();
    expect(parseDuplicateScore('80')).toBe(80);
  });

  it('accepts 0 to 100 only', () => {
    for (const ok of ['', '0', '100', '72.5']) expect(checkDuplicateScore(ok)).toBeUndefined();
    for (const bad of ['101', '-1', 'high']) expect(checkDuplicateScore(bad)).toMatch(/from 0 to 100/);
  });
});
