import { POPULAR_DOMAINS, run } from '@zootools/email-spell-checker';
import { lazy } from '../address/reference/lazy';
import { readPackageJson } from '../address/reference/package-files';
import { typingDistance } from './typing-distance';

/** The spell checker's popular mail domains and the common ones of email-providers (gmx.de, orange.fr, web.de …). */
const knownDomains = lazy(
  () => new Set([...POPULAR_DOMAINS, ...readPackageJson<string[]>('email-providers', 'common.json')]),
);

const knownDomainList = lazy(() => [...knownDomains()]);

export const isWellKnownDomain = (domain: string): boolean => knownDomains().has(domain);

/** Names this short are one letter from many real ones (ibm.com, gmc.com): only their ending is corrected. */
const SHORT_NAME = 3;

const LONGEST_CANDIDATE = 64;

const firstLabel = (domain: string) => domain.split('.')[0] ?? '';

/**
 * The well-known mail domain a domain is most likely a slip for (gmial.com → gmail.com, gmail.con → gmail.com,
 * gmailcom → gmail.com); undefined when it is one itself or none is a single slip of typing away. One slip
 * (typing-distance.ts) rather than the checker's looser default, which turns sap.com into sky.com.
 */
export function likelyIntendedDomain(domain: string): string | undefined {
  // Well-known domains are short: a longer text is no slip of one, and comparing it would only cost time.
  if (domain.length > LONGEST_CANDIDATE || !/^[a-z0-9.-]+$/.test(domain)) return undefined;
  const suggested = run({
    email: `x@${domain}`,
    domains: knownDomainList(),
    distanceFunction: typingDistance,
    domainThreshold: 1,
    secondLevelThreshold: 1,
    topLevelThreshold: 1,
  })?.domain;
  if (!suggested || suggested === domain) return undefined;
  const name = firstLabel(domain);
  if (name.length <= SHORT_NAME && name !== firstLabel(suggested) && domain.includes('.')) return undefined;
  return suggested;
}
