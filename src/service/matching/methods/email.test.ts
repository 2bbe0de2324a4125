import { describe, expect, it } from 'vitest';
import { NO_WORD_LISTS, type MatchOptions } from '../match-method';
import { canonicalAddress, emailMethod } from './email';

const options: MatchOptions = { lists: NO_WORD_LISTS, defaultCountry: 'US', config: null };
const prepare = (value: string) => emailMethod.prepare(value, options);
const score = (a: string, b: string) => emailMethod.compare(prepare(a), prepare(b), options).score;

describe('EMAIL', () => {
  it('ignores case and surrounding space', () => {
    expect(score(' John.Smith@Example.COM ', 'john.smith@example.com')).toBe(100);
  });

  it('ignores +tags, and for Gmail also dots and the googlemail.com domain', () => {
    expect(score('john.smith+news@example.com', 'john.smith@example.com')).toBe(100);
    expect(score('John.Smith+news@GoogleMail.com', 'johnsmith@gmail.com')).toBe(100);
    expect(score('john.smith@example.com', 'johnsmith@example.com')).toBeLessThan(100);
  });

  it('reads an address out of "Name <address>" and mailto:', () => {
    expect(score('John Smith <john@example.com>', 'mailto:john@example.com')).toBe(100);
  });

  it('forgives a typo in the domain of an otherwise equal address', () => {
    expect(score('john@gmial.com', 'john@gmail.com')).toBe(90);
    expect(score('john@example.com', 'john@example.org')).toBe(0);
  });

  it('forgives two typos in a long domain less', () => {
    expect(score('lola.b@martinesz-jone.net', 'lola.b@martinez-jones.net')).toBe(80);
    expect(score('jo@ab.io', 'jo@cd.io')).toBe(0);
  });

  it('forgives one typo in the local part together with one in the domain', () => {
    expect(score('evied56@harris-bailey.net', 'evihd56@earris-bailey.net')).toBe(70);
    expect(score('john.smith@acme.com', 'jane.smith@acne.com')).toBe(0);
  });

  it('scales similar local parts on one domain between 60 and 90', () => {
    expect(score('jon.smith@acme.com', 'john.smith@acme.com')).toBe(82);
    expect(score('john.smith@acme.com', 'jane.doe@acme.com')).toBe(0);
    expect(score('jon.smith@acme.com', 'john.smith@other.com')).toBe(0);
  });

  it('tells mailboxes apart by the numbers in their names', () => {
    expect(score('gavin.considine@icloud.com', 'gavin.considine939@icloud.com')).toBe(0);
    expect(score('emory.konopelski@icloud.com', 'emory.konopelski45@icloud.com')).toBe(0);
    expect(score('gavin.considne939@icloud.com', 'gavin.considine939@icloud.com')).toBeGreaterThan(80);
    expect(score('shanna.murphy32@outlook.com', 'shanna.murphy34@outlook.com')).toBe(0);
    expect(score('hmay32@rhodes.com', 'hmay3@rhodes.com')).toBeGreaterThanOrEqual(60);
    expect(score('ajones6@wilcox.com', 'ajones-@wilcox.com')).toBeGreaterThanOrEqual(60);
  });

  it('compares text that is no address as text, scaled down', () => {
    expect(score('john smith at acme', 'john smith at acme')).toBe(100);
    expect(score('john.smith at acme.com', 'john.smith@acme.com')).toBe(69);
    expect(score('unknown', 'john.smith@acme.com')).toBe(0);
  });

  it('scores an empty value 0', () => {
    expect(score('', 'john@example.com')).toBe(0);
    expect(score(' ', ' ')).toBe(0);
  });

  it('indexes the canonical address and its local part', () => {
    expect(emailMethod.blockingKeys(prepare('John.Smith+x@googlemail.com'), options)).toEqual([
      'johnsmith@gmail.com',
      'johnsmith',
    ]);
    expect(emailMethod.blockingKeys(prepare(''), options)).toEqual([]);
  });
});

describe('canonical address', () => {
  it('answers null for text that is no address', () => {
    expect(canonicalAddress('john smith')).toBeNull();
    expect(canonicalAddress('@example.com')).toBeNull();
    expect(canonicalAddress('john@localhost')).toBeNull();
    expect(canonicalAddress('+tag@example.com')).toBeNull();
  });
});
