import { describe, expect, it } from 'vitest';
import { savedSourcesText, sourceProblem, toSourceTrust } from './source-trust-values';

describe('source trust values', () => {
  it('sends the sources in the order listed', () => {
    expect(toSourceTrust({ sources: [{ name: 'crm-sync' }, { name: 'import' }] })).toEqual({
      sources: ['crm-sync', 'import'],
    });
  });

  it('refuses an empty, spaced, too long or repeated source and accepts a new one', () => {
    expect(sourceProblem('', [])).toMatch(/Type a source/);
    expect(sourceProblem('crm sync', [])).toBe('A client id has no spaces.');
    expect(sourceProblem('x'.repeat(101), [])).toMatch(/at most 100/);
    expect(sourceProblem('import', ['import'])).toBe('This source is listed already.');
    expect(sourceProblem('crm-sync', ['import'])).toBeUndefined();
  });

  it('confirms the ranking in words', () => {
    expect(savedSourcesText('Lead', [], 'steward-console')).toBe('Saved: Lead trusts every source alike.');
    expect(savedSourcesText('Lead', ['crm-sync', 'steward-console', 'import'], 'steward-console')).toBe(
      'Saved: Lead trusts crm-sync, then the console, then a file import, then every other source.',
    );
  });
});
