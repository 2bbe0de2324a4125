import { describe, expect, it } from 'vitest';
import { foldCase, normaliseText, words } from './normalise-text';

describe('text normalisation', () => {
  it('folds case and accents, including letters without a decomposition', () => {
    expect(foldCase('Ærøskøbing Straße Łódź Ñandú')).toBe('aeroskobing strasse lodz nandu');
  });

  it('splits on punctuation and white space, keeping letters and digits of any script', () => {
    expect(words('  Müller-Lüdenscheidt, GmbH.\t10b ')).toEqual(['muller', 'ludenscheidt', 'gmbh', '10b']);
    expect(words('Ελληνικά Ἀθῆναι')).toEqual(['ελληνικα', 'αθηναι']);
  });

  it('joins apostrophe names instead of splitting them', () => {
    expect(words("O'Brien D’Angelo")).toEqual(['obrien', 'dangelo']);
  });

  it('answers an empty string for text without letters or digits', () => {
    expect(normaliseText(' -- , ')).toBe('');
  });
});
