import { describe, expect, it } from 'vitest';
import { tokenise } from './line-tokens';
import { PhraseMap } from './phrase-map';

describe('phrase lookup', () => {
  const phrases = new PhraseMap([
    ['York', 'city'],
    ['New York', 'state'],
    ['P.O. Box', 'box'],
    ['new york', 'ignored duplicate'],
  ]);

  it('finds the longest phrase at either end, whatever the case and punctuation', () => {
    const tokens = tokenise('Albany, NEW YORK');
    expect(phrases.endingAt(tokens, tokens.length)).toEqual({ value: 'state', length: 2 });
    expect(phrases.startingAt(tokenise('po box 12'), 0)).toEqual({ value: 'box', length: 2 });
  });

  it('does not match across a comma', () => {
    const tokens = tokenise('New, York');
    expect(phrases.endingAt(tokens, tokens.length)).toEqual({ value: 'city', length: 1 });
    expect(phrases.startingAt(tokens, 0)).toBeUndefined();
  });
});
