import { describe, expect, it } from 'vitest';
import { COMPANY, COMPANY_ALIASES, LEGAL_FORMS } from './company-lists';
import { buildWordLists } from './word-list-index';

describe('COMPANY frequent words', () => {
  const { frequent } = buildWordLists(COMPANY.entries);

  it.each([
    'the',
    'and',
    'group',
    'holdings',
    'international',
    'services',
    'solutions',
    'technologies',
    'global',
  ])('lists %s', (word) => expect(frequent.has(word)).toBe(true));

  it('lists the one-word legal forms, for those inside a name', () => {
    for (const form of [
      'inc',
      'incorporated',
      'llc',
      'ltd',
      'limited',
      'gmbh',
      'bv',
      'plc',
      'sarl',
      'oy',
      'ab',
    ]) {
      expect(frequent.has(form)).toBe(true);
    }
  });

  it('lists no word twice', () => {
    expect(new Set(COMPANY.entries).size).toBe(COMPANY.entries.length);
  });

  it('is stored as a frequent list', () => {
    expect(COMPANY).toMatchObject({ name: 'COMPANY', kind: 'FREQUENT' });
  });
});

describe('COMPANY_ALIASES', () => {
  const { synonyms } = buildWordLists([], COMPANY_ALIASES.entries);

  it('groups each abbreviation with its name', () => {
    expect(synonyms.get('ibm')).toBe(synonyms.get('international business machines'));
    expect(synonyms.get('pwc')).toBe(synonyms.get('price waterhouse coopers'));
  });

  it('keeps different companies in different groups', () => {
    expect(synonyms.get('hp')).not.toBe(synonyms.get('hpe'));
    expect(new Set(synonyms.values()).size).toBe(COMPANY_ALIASES.entries.length);
  });

  it('is stored as a synonym list', () => {
    expect(COMPANY_ALIASES).toMatchObject({ name: 'COMPANY_ALIASES', kind: 'SYNONYM' });
  });
});

describe('LEGAL_FORMS', () => {
  it('gives every spelling one canonical form', () => {
    const spellings = Object.values(LEGAL_FORMS).flat();
    expect(new Set(spellings).size).toBe(spellings.length);
  });

  it('lists each canonical form among its own spellings', () => {
    for (const [canonical, spellings] of Object.entries(LEGAL_FORMS)) expect(spellings).toContain(canonical);
  });
});
