import isEmail from 'validator/lib/isEmail.js';
import isFQDN from 'validator/lib/isFQDN.js';

/** The limits of RFC 5321 that mail systems enforce: 64 characters before the '@', 254 in all. */
const LOCAL_PART_MAX = 64;
const ADDRESS_MAX = 254;

export interface AddressParts {
  addressee: string;
  domain: string;
}

/** The local part and the domain, split at the last '@' (a quoted local part may hold one); '' for what is missing. */
export function partsOf(address: string): AddressParts {
  const at = address.lastIndexOf('@');
  return at < 0
    ? { addressee: address, domain: '' }
    : { addressee: address.slice(0, at), domain: address.slice(at + 1) };
}

/**
 * Why mail systems would refuse the address, in words for the status message; undefined when they accept it.
 * validator's isEmail decides (dot-atom or quoted local part, a domain of at least two labels, international
 * names allowed, no IP literals); the checks around it only name the reason, which it does not give.
 */
export function syntaxProblem(address: string): string | undefined {
  const { addressee, domain } = partsOf(address);
  const quoted = addressee.startsWith('"');
  if (!address.includes('@')) return "it has no '@'";
  if (addressee.includes('@') && !quoted) return "it has more than one '@'";
  if (addressee === '') return "nothing comes before the '@'";
  if (domain === '') return "nothing comes after the '@'";
  if (/\s/.test(address) && !quoted) return 'it contains a space';
  if (addressee.length > LOCAL_PART_MAX)
    return `the part before the '@' is longer than ${LOCAL_PART_MAX} characters`;
  if (address.length > ADDRESS_MAX) return `it is longer than ${ADDRESS_MAX} characters`;
  if (!domain.includes('.')) return `the domain ${domain} has no dot`;
  if (isEmail(address, { allow_utf8_local_part: true, require_tld: true, allow_ip_domain: false }))
    return undefined;
  if (!isFQDN(domain, { require_tld: true })) return `the domain ${domain} is malformed`;
  return "the part before the '@' is malformed";
}
