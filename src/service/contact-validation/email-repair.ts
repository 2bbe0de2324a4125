import { syntaxProblem } from './email-syntax';
import { isWellKnownDomain, likelyIntendedDomain } from './email-typos';

/**
 * Slips of the keyboard that leave one reading only: spaces around '@' or a dot, '@@', a comma or semicolon for
 * a dot after the '@', a dot closing the domain.
 */
const unambiguousSlips = (text: string): string => {
  const at = text.indexOf('@');
  const domainFixed =
    at < 0
      ? text
      : text.slice(0, at + 1) +
        text
          .slice(at + 1)
          .replace(/[,;]/g, '.')
          .replace(/\.+$/, '');
  return domainFixed.replace(/\s*([@.])\s*/g, '$1').replace(/@{2,}/g, '@');
};

/**
 * A missing '@' before a well-known mail domain (or a slip of one) written after a dot: john.smith.gmail.com →
 * john.smith@gmail.com. Without the dot (johngmail.com) the split is a guess (johng@mail.com is as likely).
 */
function restoredAt(text: string): string | undefined {
  if (text.includes('@')) return undefined;
  const labels = text.split('.');
  for (let start = 1; start < labels.length - 1; start++) {
    const domain = labels.slice(start).join('.').toLowerCase();
    if (isWellKnownDomain(domain) || likelyIntendedDomain(domain))
      return `${labels.slice(0, start).join('.')}@${domain}`;
  }
  return undefined;
}

/** The address with its domain's likely slip corrected; itself when the domain looks as meant. */
export function withIntendedDomain(address: string): string {
  const at = address.lastIndexOf('@');
  const intended = likelyIntendedDomain(address.slice(at + 1).toLowerCase());
  return intended ? `${address.slice(0, at + 1)}${intended}` : address;
}

/** What an address mail systems refuse was most likely meant to be, when one correction makes it acceptable. */
export function repairedAddress(text: string): string | undefined {
  const slipsFixed = unambiguousSlips(text);
  const candidate = withIntendedDomain(restoredAt(slipsFixed) ?? slipsFixed);
  return candidate !== text && syntaxProblem(candidate) === undefined ? candidate : undefined;
}
