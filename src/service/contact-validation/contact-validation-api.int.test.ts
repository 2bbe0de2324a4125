import { describe, expect, it } from 'vitest';
import type { AddressUsageReport } from '../../contract/address-usage';
import { apiPaths } from '../../contract/api-paths';
import type { EmailValidationOutput, PhoneValidationOutput } from '../../contract/contact-validation';
import { ok, useTestApi, type As } from '../testing/api-kit';
import { jsforceConnection } from '../testing/jsforce-connection';

// Another default than the service's own, so the tests show the setting is what national numbers are read for.
const api = useTestApi({ env: { DEFAULT_COUNTRY: 'GB' }, as: 'integration' });

const post = (path: string, body: unknown, as?: As) => api.call('POST', path, body, as);

type Refusal = { errorCode: string; message: string }[];

const email = (emailAddress: string) =>
  ok<EmailValidationOutput>(post(apiPaths.emailValidate, { emailAddress }));
const phone = (body: Record<string, unknown>) =>
  ok<PhoneValidationOutput>(post(apiPaths.phoneValidate, body));

describe('POST recordval/v1/email/validate', () => {
  it("answers the original's example body GREEN 200 with its fields", async () => {
    const checked = await ok(
      post(apiPaths.emailValidate, { emailAddress: 'x@email.com', note: 'text for transaction log' }),
    );
    expect(checked).toMatchObject({
      complete: 'x@email.com',
      addressee: 'x',
      domain: 'email.com',
      free: true,
      disposable: false,
      suggestion: null,
      status: { code: '200', credit: true },
      advice: 'GREEN',
    });
  });

  it('answers a disposable domain AMBER 304 and a misspelt one AMBER 305 with the suggestion', async () => {
    expect(await email('x@mailinator.com')).toMatchObject({ advice: 'AMBER', disposable: true });
    expect(await email('ann@gmial.com')).toMatchObject({
      advice: 'AMBER',
      suggestion: 'ann@gmail.com',
      status: { code: '305', message: 'Likely a typo in the domain: did you mean ann@gmail.com?' },
    });
  });

  it('answers an address mail systems refuse RED 300, naming why, with a suggestion only when one is sure', async () => {
    expect(await email('ann.gmail.com')).toMatchObject({
      advice: 'RED',
      suggestion: 'ann@gmail.com',
      status: { code: '300', message: "Invalid email address: it has no '@'. Did you mean ann@gmail.com?" },
    });
    expect(await email('ann@localhost')).toMatchObject({
      advice: 'RED',
      suggestion: null,
      status: { message: 'Invalid email address: the domain localhost has no dot.' },
    });
  });

  it('refuses a missing, empty, blank, overlong or unknown field with 400 naming it', async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /emailAddress: is required/],
      [{ emailAddress: '' }, /emailAddress/],
      [{ emailAddress: '   ' }, /emailAddress: is empty/],
      [{ emailAddress: 42 }, /emailAddress: must be string/],
      [{ emailAddress: `${'a'.repeat(1000)}@example.com` }, /emailAddress/],
      [{ emailAddress: 'a@example.com', email: 'a@example.com' }, /email: is not a known field/],
    ];
    for (const [body, message] of cases) {
      const refused = await ok<Refusal>(post(apiPaths.emailValidate, body), 400);
      expect(refused[0]).toMatchObject({
        errorCode: 'INVALID_INPUT',
        message: expect.stringMatching(message),
      });
    }
  });
});

describe('POST recordval/v1/phone/validate', () => {
  it("answers the original's example body GREEN 100", async () => {
    expect(
      await phone({ phoneNumber: '+14155552671', country: 'US', note: '…', format: 'E164' }),
    ).toMatchObject({
      phoneNumber: '+14155552671',
      phoneType: 'FIXED_LINE_OR_MOBILE',
      countryCode: 'US',
      status: {
        code: '100',
        message: 'Correct phone number: a fixed-line or mobile number (United States, +1).',
      },
      advice: 'GREEN',
    });
  });

  it.each([
    ['GB', '07400 123456', 'MOBILE', '+447400123456'],
    ['GB', '020 7946 0018', 'FIXED_LINE', '+442079460018'],
    ['DE', '0151 23456789', 'MOBILE', '+4915123456789'],
    ['DE', '030 1234567', 'FIXED_LINE', '+49301234567'],
    ['US', '(415) 555-2671', 'FIXED_LINE_OR_MOBILE', '+14155552671'],
    ['FR', '06 12 34 56 78', 'MOBILE', '+33612345678'],
    ['FR', '01 23 45 67 89', 'FIXED_LINE', '+33123456789'],
    ['NL', '06-12345678', 'MOBILE', '+31612345678'],
    ['NL', '020 123 4567', 'FIXED_LINE', '+31201234567'],
  ])('reads %s %s as %s %s', async (country, phoneNumber, phoneType, e164) => {
    expect(await phone({ phoneNumber, country })).toMatchObject({ advice: 'GREEN', phoneType, e164 });
  });

  it('reads a national number for DEFAULT_COUNTRY when no country is given', async () => {
    expect(await phone({ phoneNumber: '020 7946 0018' })).toMatchObject({
      advice: 'GREEN',
      countryCode: 'GB',
      national: '020 7946 0018',
      international: '+44 20 7946 0018',
    });
  });

  it("suggests the number without the trunk 0 after +44, and with the '+' a German number lacked", async () => {
    expect(await phone({ phoneNumber: '+44 020 7946 0018', format: 'INTERNATIONAL' })).toMatchObject({
      advice: 'AMBER',
      suggestion: '+44 20 7946 0018',
      status: { code: '110' },
    });
    expect(await phone({ phoneNumber: '4915123456789', country: 'US' })).toMatchObject({
      advice: 'AMBER',
      suggestion: '+4915123456789',
      phoneType: 'MOBILE',
      countryCode: 'DE',
    });
  });

  it('answers what is no number RED 130', async () => {
    expect(await phone({ phoneNumber: '12', country: 'DE' })).toMatchObject({
      advice: 'RED',
      suggestion: null,
      status: { code: '130', message: 'Invalid phone number: it is too short for Germany.', credit: true },
    });
  });

  it('refuses missing or invalid fields with 400 naming them', async () => {
    const cases: [unknown, RegExp][] = [
      [{ country: 'GB' }, /phoneNumber: is required/],
      [{ phoneNumber: ' ' }, /phoneNumber: is empty/],
      [
        { phoneNumber: '020 7946 0018', country: 'Atlantis' },
        /country: 'Atlantis' is no country code or name/,
      ],
      [{ phoneNumber: '020 7946 0018', format: 'LOCAL' }, /format: must be one of E164, NATIONAL/],
      [{ phoneNumber: 4155552671 }, /phoneNumber: must be string/],
    ];
    for (const [body, message] of cases) {
      const refused = await ok<Refusal>(post(apiPaths.phoneValidate, body), 400);
      expect(refused[0]).toMatchObject({
        errorCode: 'INVALID_INPUT',
        message: expect.stringMatching(message),
      });
    }
  });
});

describe('access and credits', () => {
  it('needs a token and the steward role', async () => {
    const anonymous = await ok<Refusal>(
      post(apiPaths.emailValidate, { emailAddress: 'a@example.com' }, null),
      401,
    );
    expect(anonymous[0]!.errorCode).toBe('INVALID_SESSION_ID');
    const refused = await post(apiPaths.phoneValidate, { phoneNumber: '+14155552671' }, 'viewer');
    expect(refused.status).toBe(403);
  });

  it('counts one credit a call, refused calls aside, in the usage report', async () => {
    const usage = () =>
      ok<AddressUsageReport>(
        api.call('GET', `${apiPaths.addressUsage}?principal=steward`, undefined, 'admin'),
      );
    const callsOf = (report: AddressUsageReport, operation: string) =>
      report.rows.filter((row) => row.operation === operation).reduce((sum, row) => sum + row.calls, 0);

    const before = await usage();
    await ok(post(apiPaths.emailValidate, { emailAddress: 'ann@gmial.com' }, 'steward'));
    await ok(post(apiPaths.emailValidate, { emailAddress: 'ann.gmail.com' }, 'steward'));
    await ok(post(apiPaths.phoneValidate, { phoneNumber: '020 7946 0018' }, 'steward'));
    await ok(post(apiPaths.phoneValidate, { phoneNumber: '' }, 'steward'), 400);
    const after = await usage();

    expect(callsOf(after, 'emailValidate') - callsOf(before, 'emailValidate')).toBe(2);
    expect(callsOf(after, 'phoneValidate') - callsOf(before, 'phoneValidate')).toBe(1);
    const credits = (report: AddressUsageReport) => report.totals[0]?.credits ?? 0;
    expect(credits(after) - credits(before)).toBe(3);
  });
});

describe('OpenAPI', () => {
  it('documents both calls with their _v1 shapes', async () => {
    const document = await ok<{
      paths: Record<string, { post?: { summary?: string } }>;
      components: { schemas: Record<string, unknown> };
    }>(api.call('GET', '/openapi.json', undefined, null));
    expect(document.paths[apiPaths.emailValidate]?.post?.summary).toMatch(/e-mail/);
    expect(document.paths[apiPaths.phoneValidate]?.post?.summary).toMatch(/phone/);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'EmailValidationInput_v1',
        'EmailValidationOutput_v1',
        'PhoneValidationInput_v1',
        'PhoneValidationOutput_v1',
      ]),
    );
  });
});

describe('through jsforce', () => {
  it("validates the original's example bodies with conn.apex.post", async () => {
    const conn = jsforceConnection(api.service.baseUrl, api.tokens.integration);
    const checked = await conn.apex.post<EmailValidationOutput>('/recordval/v1/email/validate', {
      emailAddress: 'x@email.com',
      note: '…',
    });
    expect(checked.advice).toBe('GREEN');
    const dialled = await conn.apex.post<PhoneValidationOutput>('/recordval/v1/phone/validate', {
      phoneNumber: '+14155552671',
      country: 'US',
      format: 'E164',
    });
    expect(dialled.status.code).toBe('100');
  });
});
