import { type MatchMethodDefinition, type PreparedValue, scored } from '../match-method';
import { noScore } from '../match-method';
import { canonicalAddress } from './email';

/**
 * The organisation behind a website or e-mail address: "https://www.plauti.com/x" and "info@plauti.com" are both
 * plauti.com. Two values score 100 on the same registrable domain, otherwise 0.
 */
export interface DomainPrepared extends PreparedValue {
  /** The canonical e-mail address when the value is one, else empty. */
  address: string;
  /** Whether the domain is a free mail provider's, which says nothing about the organisation. */
  freeMail: boolean;
}

/**
 * Second-level labels under which country domains register names (example.co.uk). A short list instead of the
 * public suffix list: it covers the common cases, and a miss only makes "a.example.xx" and "b.example.xx" differ.
 */
const SECOND_LEVEL = new Set([
  'co',
  'com',
  'net',
  'org',
  'gov',
  'edu',
  'ac',
  'ne',
  'or',
  'go',
  'gob',
  'ltd',
  'plc',
]);

/** Free mail providers: exact registrable domains, and brands that register one in many countries (yahoo.fr). */
const FREE_MAIL = new Set([
  'gmail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'msn.com',
  'ymail.com',
  'mail.com',
  'email.com',
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'web.de',
  't-online.de',
  'protonmail.com',
  'proton.me',
  'pm.me',
  'tutanota.com',
  'fastmail.com',
  'hey.com',
  'zoho.com',
  'mail.ru',
  'qq.com',
  '163.com',
  '126.com',
  'naver.com',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'libero.it',
  'ziggo.nl',
  'kpnmail.nl',
  'btinternet.com',
  'comcast.net',
  'verizon.net',
  'att.net',
  'sbcglobal.net',
]);
const FREE_MAIL_BRANDS = new Set(['yahoo', 'hotmail', 'outlook', 'live', 'yandex', 'rocketmail']);

/** The host of a URL or bare host name, lower case, without "www.": "HTTPS://WWW.Plauti.com:443/x?y" → plauti.com. */
function hostOf(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z\d+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/^.*@/, '')
    .replace(/:\d*$/, '')
    .replace(/\.$/, '')
    .replace(/^www\d*\./, '');
}

/** "shop.example.co.uk" → "example.co.uk"; empty for text that is no host name. */
function registrableDomain(host: string): string {
  if (!/^[\p{L}\d-]+(\.[\p{L}\d-]+)+$/u.test(host)) return '';
  const labels = host.split('.');
  const country = labels.at(-1)!.length === 2;
  const keep = country && labels.length > 2 && SECOND_LEVEL.has(labels.at(-2)!) ? 3 : 2;
  return labels.slice(-keep).join('.');
}

const organisation = (raw: string, domain: string, address: string, freeMail: boolean): DomainPrepared => ({
  raw,
  normalised: domain,
  tokens: domain ? [domain] : [],
  dropped: [],
  address,
  freeMail,
});

export const domainMethod: MatchMethodDefinition<DomainPrepared, [string, string, boolean]> = {
  method: 'DOMAIN',
  shared: true,
  organisationEvidence: 'brand',

  prepare(raw) {
    const mailbox = raw.includes('://') ? null : canonicalAddress(raw);
    const domain = registrableDomain(mailbox ? mailbox.domain : hostOf(raw));
    return organisation(
      raw,
      domain,
      mailbox && domain ? `${mailbox.local}@${mailbox.domain}` : '',
      FREE_MAIL.has(domain) || FREE_MAIL_BRANDS.has(domain.split('.')[0]!),
    );
  },
  store: ({ normalised, address, freeMail }) => [normalised, address, freeMail],
  restore: ([domain, address, freeMail]) => organisation('', domain, address, freeMail),

  /** Two people at gmail.com are not one organisation: a free mail domain scores only for the same address. */
  compare(input, candidate) {
    if (!input.normalised || input.normalised !== candidate.normalised) return noScore;
    if (input.freeMail && (!input.address || input.address !== candidate.address)) return noScore;
    return scored(100);
  },

  /** The domain; for a free mail domain the address, the only thing that can match. */
  blockingKeys(value) {
    if (!value.normalised) return [];
    if (value.freeMail) return value.address ? [value.address] : [];
    return [value.normalised];
  },
};
