import { lazy } from '../address/reference/lazy';
import { readPackageJson } from '../address/reference/package-files';

/** Read in place from the packages, which follow their upstream lists; loaded on the first e-mail checked. */
const disposableDomains = lazy(
  () =>
    new Set(
      readPackageJson<string[]>('disposable-email-domains-js', 'dist/dict/disposable_email_blocklist.json'),
    ),
);
const freeDomains = lazy(() => new Set(readPackageJson<string[]>('email-providers', 'all.json')));

/** The domain and the domains above it, down to two labels: mail.sub.example.com, sub.example.com, example.com. */
function selfAndParents(domain: string): string[] {
  const labels = domain.split('.');
  return labels.slice(0, -1).map((_label, index) => labels.slice(index).join('.'));
}

/** A throwaway-mailbox domain, or a subdomain of one (the services hand out any name under theirs). */
export const isDisposableDomain = (domain: string): boolean =>
  selfAndParents(domain).some((name) => disposableDomains().has(name));

export const isFreeDomain = (domain: string): boolean => freeDomains().has(domain);
