import { describe, expect, it } from 'vitest';
import { validateEmail } from './validate-email';

const check = (emailAddress: string) => validateEmail({ emailAddress });

describe('validateEmail', () => {
  it('answers a valid address at a company domain GREEN 200, as the original does', () => {
    expect(check(' john.doe@acme-widgets.de ')).toEqual({
      complete: 'john.doe@acme-widgets.de',
      addressee: 'john.doe',
      domain: 'acme-widgets.de',
      free: false,
      disposable: false,
      suggestion: null,
      status: { code: '200', message: 'Valid email address.', credit: true },
      advice: 'GREEN',
    });
  });

  it('tells a free mail provider, and lower-cases the domain but not the local part', () => {
    const output = check('John@GMAIL.com');
    expect(output).toMatchObject({
      advice: 'GREEN',
      complete: 'John@gmail.com',
      free: true,
      disposable: false,
    });
    expect(output.status.message).toBe('Valid email address at a free mail provider.');
  });

  it('accepts an international domain, checking it against the lists in its ASCII form', () => {
    expect(check('jörg@bücher.de')).toMatchObject({ advice: 'GREEN', domain: 'bücher.de' });
  });

  it('answers a throwaway domain, and any name under it, AMBER 304', () => {
    for (const address of ['x@mailinator.com', 'x@inbox.mailinator.com']) {
      const output = check(address);
      expect(output).toMatchObject({ advice: 'AMBER', disposable: true, suggestion: null });
      expect(output.status.code).toBe('304');
    }
  });

  it.each([
    ['ann@gmial.com', 'ann@gmail.com'],
    ['ann@hotmal.com', 'ann@hotmail.com'],
    ['ann@yaho.com', 'ann@yahoo.com'],
    ['ann@gmail.con', 'ann@gmail.com'],
    ['ann@outlok.de', 'ann@outlook.de'],
  ])('answers the misspelt well-known domain of %s AMBER 305 with %s', (address, suggestion) => {
    const output = check(address);
    expect(output).toMatchObject({ advice: 'AMBER', suggestion });
    expect(output.status).toEqual({
      code: '305',
      message: `Likely a typo in the domain: did you mean ${suggestion}?`,
      credit: true,
    });
  });

  it.each(['ann@gmx.net', 'ann@ibm.com', 'ann@sap.com', 'ann@gmc.com', 'ann@web.de'])(
    'leaves %s alone: a real domain, or a short name a letter from many',
    (address) => {
      expect(check(address)).toMatchObject({ advice: 'GREEN', suggestion: null });
    },
  );

  it.each([
    ['ann.gmail.com', "it has no '@'", 'ann@gmail.com'],
    ['ann.lee.gmial.com', "it has no '@'", 'ann.lee@gmail.com'],
    ['ann@gmail,com', 'the domain gmail,com has no dot', 'ann@gmail.com'],
    ['ann@gmailcom', 'the domain gmailcom has no dot', 'ann@gmail.com'],
    ['ann@@gmail.com', "it has more than one '@'", 'ann@gmail.com'],
    ['ann @ gmail.com', 'it contains a space', 'ann@gmail.com'],
    ['ann@example.com.', 'the domain example.com. is malformed', 'ann@example.com'],
  ])('answers %s RED 300 (%s) with the likely meant %s', (address, problem, suggestion) => {
    const output = check(address);
    expect(output).toMatchObject({ advice: 'RED', complete: address, suggestion });
    expect(output.status).toEqual({
      code: '300',
      message: `Invalid email address: ${problem}. Did you mean ${suggestion}?`,
      credit: true,
    });
  });

  it('makes no guess where the slip has more than one reading', () => {
    for (const address of ['anngmail.com', 'ann lee@example.com', 'ann']) {
      expect(check(address)).toMatchObject({ advice: 'RED', suggestion: null });
    }
  });

  it('refuses blank text as input, naming the field', () => {
    expect(() => check('   ')).toThrow('emailAddress: is empty');
  });
});
