import { describe, expect, it } from 'vitest';
import { checkFieldValue, MAX_TEXT_LENGTH, MAX_TEXTAREA_LENGTH, type FieldRule } from './field-values';
import { toId18 } from './record-id';
import type { FieldValue } from './records';
import type { SObjectFieldType } from './sobjects';

const rule = (type: SObjectFieldType, extra: Omit<FieldRule, 'type'> = {}): FieldRule => ({ type, ...extra });

const STATUS = rule('picklist', {
  picklistValues: ['Open - Not Contacted', 'Working - Contacted', 'Closed - Converted'],
});
const CAMPAIGN_LOOKUP = rule('reference', { referenceTarget: { name: 'Campaign', keyPrefix: '701' } });
const CAMPAIGN_ID = '701St0000000001';
const LEAD_ID = '00QSt00000000Zq';

/** The stored form of an accepted value; fails the test with the problem when the value is refused. */
function accepted(fieldRule: FieldRule, value: FieldValue): FieldValue {
  const checked = checkFieldValue(fieldRule, value);
  if (!checked.ok)
    throw new Error(`expected ${JSON.stringify(value)} to be accepted, got: ${checked.problem}`);
  return checked.value;
}

/** The problem with a refused value; fails the test when the value is accepted. */
function refused(fieldRule: FieldRule, value: FieldValue): string {
  const checked = checkFieldValue(fieldRule, value);
  if (checked.ok) throw new Error(`expected ${JSON.stringify(value)} to be refused, got ${checked.value}`);
  return checked.problem;
}

const ALL_TYPES: SObjectFieldType[] = [
  'string',
  'textarea',
  'email',
  'phone',
  'url',
  'double',
  'date',
  'boolean',
  'picklist',
  'reference',
];

describe('null and blank text', () => {
  it.each(ALL_TYPES)('%s: null is valid and stays null', (type) => {
    expect(checkFieldValue(rule(type), null)).toEqual({ ok: true, value: null });
  });

  it.each(ALL_TYPES)('%s: blank text is stored as null', (type) => {
    expect(accepted(rule(type), '')).toBeNull();
    expect(accepted(rule(type), ' \t\n ')).toBeNull();
  });
});

describe('text', () => {
  it('is stored trimmed', () => {
    expect(accepted(rule('string'), '  Acme Holdings \n')).toBe('Acme Holdings');
    expect(accepted(rule('textarea'), '\n line one\nline two  ')).toBe('line one\nline two');
  });

  it(`holds at most ${MAX_TEXT_LENGTH} characters, counted after trimming`, () => {
    expect(MAX_TEXT_LENGTH).toBe(255);
    expect(accepted(rule('string'), 'x'.repeat(255))).toHaveLength(255);
    expect(accepted(rule('string'), `  ${'x'.repeat(255)}  `)).toHaveLength(255);
    expect(refused(rule('string'), 'x'.repeat(256))).toBe('is 256 characters long; at most 255 fit');
  });

  it(`in a text area holds at most ${MAX_TEXTAREA_LENGTH} characters`, () => {
    expect(MAX_TEXTAREA_LENGTH).toBe(32_000);
    expect(accepted(rule('textarea'), 'x'.repeat(32_000))).toHaveLength(32_000);
    expect(refused(rule('textarea'), 'x'.repeat(32_001))).toBe('is 32001 characters long; at most 32000 fit');
  });

  it('refuses a number or a boolean', () => {
    expect(refused(rule('string'), 7)).toBe('expects text, got a number');
    expect(refused(rule('textarea'), 0)).toBe('expects text, got a number');
    expect(refused(rule('string'), true)).toBe('expects text, got true or false');
  });

  it('keeps text that only looks like something else', () => {
    expect(accepted(rule('string'), 'TRUE')).toBe('TRUE');
    expect(accepted(rule('string'), '250')).toBe('250');
  });
});

describe('e-mail', () => {
  it.each([
    ['jane.doe@example.com', 'jane.doe@example.com'],
    ['  Jane+tag@mail.example.co.uk ', 'Jane+tag@mail.example.co.uk'],
    ["o'brien@example.ie", "o'brien@example.ie"],
  ])('accepts %j as %j', (input, stored) => {
    expect(accepted(rule('email'), input)).toBe(stored);
  });

  it.each([
    'x@',
    'jane',
    'jane@example',
    '@example.com',
    'jane doe@example.com',
    'jane@@example.com',
    'jane@example..com',
    'jane@example.com.',
  ])('refuses %j', (input) => {
    expect(refused(rule('email'), input)).toBe(`'${input}' is not a valid e-mail address`);
  });

  it('holds at most 80 characters', () => {
    const at80 = `${'a'.repeat(68)}@example.com`;
    const at81 = `${'a'.repeat(69)}@example.com`;
    expect(at80).toHaveLength(80);
    expect(accepted(rule('email'), at80)).toBe(at80);
    expect(refused(rule('email'), at81)).toBe(`'${at81}' is not a valid e-mail address`);
  });

  it('refuses a number', () => {
    expect(refused(rule('email'), 42)).toBe('expects text, got a number');
  });
});

describe('phone', () => {
  it.each(['+31 30 123 4567', '(415) 555-0199', '030.123.4567', '555-0199 x12', '555-0199 ext. 12', '112'])(
    'accepts %j',
    (input) => {
      expect(accepted(rule('phone'), ` ${input} `)).toBe(input);
    },
  );

  it.each([
    ['call me', 'letters'],
    ['12', 'fewer than 3 digits'],
    ['1'.repeat(21), 'more than 20 digits'],
    [`1 ${'( '.repeat(19)}23`, 'more than 40 characters'],
    ['++31 30 123', 'a doubled plus'],
  ])('refuses %j (%s)', (input) => {
    expect(refused(rule('phone'), input)).toBe(`'${input}' is not a valid phone number`);
  });

  it('refuses a number', () => {
    expect(refused(rule('phone'), 5550199)).toBe('expects text, got a number');
  });
});

describe('url', () => {
  it.each(['example.com', 'https://www.example.com/path?q=1#top', 'http://intranet.example:8080'])(
    'accepts %j',
    (input) => {
      expect(accepted(rule('url'), input)).toBe(input);
    },
  );

  it.each(['example', 'ftp://example.com', 'https://exa mple.com', 'https://example.com:123456'])(
    'refuses %j',
    (input) => {
      expect(refused(rule('url'), input)).toBe(`'${input}' is not a valid web address`);
    },
  );

  it(`holds at most ${MAX_TEXT_LENGTH} characters`, () => {
    const long = `https://example.com/${'p'.repeat(MAX_TEXT_LENGTH - 20)}`;
    expect(long).toHaveLength(MAX_TEXT_LENGTH);
    expect(accepted(rule('url'), long)).toBe(long);
    expect(refused(rule('url'), `${long}p`)).toMatch(/is not a valid web address$/);
  });
});

describe('number', () => {
  it.each([
    ['250', 250],
    [' -1.5 ', -1.5],
    ['+3', 3],
    ['.5', 0.5],
    ['2.', 2],
    ['1e3', 1000],
    ['-2.5E-1', -0.25],
    ['0', 0],
  ])('reads %j as %d', (input, stored) => {
    expect(accepted(rule('double'), input)).toBe(stored);
  });

  it('takes a number as it is', () => {
    expect(accepted(rule('double'), 42.5)).toBe(42.5);
    expect(accepted(rule('double'), 0)).toBe(0);
    expect(accepted(rule('double'), -7)).toBe(-7);
  });

  it.each(['many', '1,000', '0x10', '1 000', '1e', '.', 'Infinity', 'NaN', '1e999'])(
    'refuses %j',
    (input) => {
      expect(refused(rule('double'), input)).toBe(`'${input}' is not a number`);
    },
  );

  it('refuses a number that is not finite, and a boolean', () => {
    expect(refused(rule('double'), Number.POSITIVE_INFINITY)).toBe('is not a finite number');
    expect(refused(rule('double'), Number.NaN)).toBe('is not a finite number');
    expect(refused(rule('double'), true)).toBe('expects a number, got true or false');
  });
});

describe('boolean', () => {
  it.each([
    ['TRUE', true],
    ['true', true],
    [' True ', true],
    ['false', false],
    ['FALSE', false],
  ])('reads %j as %s', (input, stored) => {
    expect(accepted(rule('boolean'), input)).toBe(stored);
  });

  it('takes a boolean as it is', () => {
    expect(accepted(rule('boolean'), true)).toBe(true);
    expect(accepted(rule('boolean'), false)).toBe(false);
  });

  it.each(['yes', 'no', '1', '0', 'on', 't'])('refuses %j', (input) => {
    expect(refused(rule('boolean'), input)).toBe(`'${input}' is not true or false`);
  });

  it('refuses a number', () => {
    expect(refused(rule('boolean'), 1)).toBe('expects true or false, got a number');
  });
});

describe('picklist', () => {
  it('stores the value in the list’s own spelling, whatever the case given', () => {
    expect(accepted(STATUS, 'working - contacted')).toBe('Working - Contacted');
    expect(accepted(STATUS, 'CLOSED - CONVERTED')).toBe('Closed - Converted');
    expect(accepted(STATUS, '  Open - Not Contacted ')).toBe('Open - Not Contacted');
  });

  it('refuses a value the list lacks, naming the values it has', () => {
    expect(refused(STATUS, 'Hot')).toBe(
      "'Hot' is not one of the values 'Open - Not Contacted', 'Working - Contacted', 'Closed - Converted'",
    );
    // Close is not enough: the whole value must match.
    expect(refused(STATUS, 'Working')).toMatch(/^'Working' is not one of the values/);
    expect(refused(STATUS, 'Working  - Contacted')).toMatch(/is not one of the values/);
  });

  it('refuses everything when the field has no values', () => {
    expect(refused(rule('picklist'), 'Anything')).toBe("'Anything' is not one of the values ");
  });

  it('refuses a number', () => {
    expect(refused(STATUS, 3)).toBe('expects text, got a number');
  });
});

describe('reference', () => {
  it('stores a 15-character id as it is', () => {
    expect(accepted(CAMPAIGN_LOOKUP, CAMPAIGN_ID)).toBe(CAMPAIGN_ID);
    expect(accepted(CAMPAIGN_LOOKUP, ` ${CAMPAIGN_ID} `)).toBe(CAMPAIGN_ID);
  });

  it('stores an 18-character id as its 15-character body, restoring the case from the checksum', () => {
    const id18 = toId18(CAMPAIGN_ID);
    expect(id18).toHaveLength(18);
    expect(accepted(CAMPAIGN_LOOKUP, id18)).toBe(CAMPAIGN_ID);
    expect(accepted(CAMPAIGN_LOOKUP, id18.toLowerCase())).toBe(CAMPAIGN_ID);
  });

  it('without a target accepts an id of any type', () => {
    expect(accepted(rule('reference'), toId18(LEAD_ID))).toBe(LEAD_ID);
  });

  it('refuses the id of another record type, naming the type and its prefix', () => {
    expect(refused(CAMPAIGN_LOOKUP, LEAD_ID)).toBe(
      `'${LEAD_ID}' is not the id of a Campaign (those start with 701)`,
    );
    const lead18 = toId18(LEAD_ID);
    expect(refused(CAMPAIGN_LOOKUP, lead18)).toBe(
      `'${lead18}' is not the id of a Campaign (those start with 701)`,
    );
  });

  it.each([
    ['too short', '701St000000000'],
    ['16 characters', '701St00000000012'],
    ['not alphanumeric', '701St000000-001'],
    ['a checksum that contradicts the digits', `${CAMPAIGN_ID}555`],
  ])('refuses an id that is %s', (_what, input) => {
    expect(refused(CAMPAIGN_LOOKUP, input)).toBe(`'${input}' is not a record id (15 or 18 characters)`);
  });

  it('refuses a number', () => {
    expect(refused(CAMPAIGN_LOOKUP, 701)).toBe('expects a record id, got a number');
  });
});

describe('date', () => {
  it('accepts a calendar date as yyyy-mm-dd and stores it as given', () => {
    expect(accepted(rule('date'), '1990-02-28')).toBe('1990-02-28');
    expect(accepted(rule('date'), ' 2025-12-31 ')).toBe('2025-12-31');
    expect(accepted(rule('date'), '2025-01-01')).toBe('2025-01-01');
  });

  it('knows February 29 only in leap years', () => {
    expect(accepted(rule('date'), '2024-02-29')).toBe('2024-02-29');
    expect(accepted(rule('date'), '2000-02-29')).toBe('2000-02-29');
    expect(refused(rule('date'), '2023-02-29')).toBe("'2023-02-29' is not a date as yyyy-mm-dd");
    expect(refused(rule('date'), '1900-02-29')).toBe("'1900-02-29' is not a date as yyyy-mm-dd");
  });

  it.each([
    '1990-02-30',
    '2025-04-31',
    '2025-13-01',
    '2025-00-10',
    '2025-01-00',
    '2025-1-5',
    '25-01-05',
    '05/01/2025',
    '2025-01-05T10:00:00Z',
    'tomorrow',
  ])('refuses %j', (input) => {
    expect(refused(rule('date'), input)).toBe(`'${input}' is not a date as yyyy-mm-dd`);
  });

  it('refuses a number or a boolean', () => {
    expect(refused(rule('date'), 20250105)).toBe('expects a date as yyyy-mm-dd, got a number');
    expect(refused(rule('date'), false)).toBe('expects a date as yyyy-mm-dd, got true or false');
  });
});
