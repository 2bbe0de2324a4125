import { describe, expect, it } from 'vitest';
import { highlightSegments, parseHighlight } from './highlight-ranges';

const marked = (text: string, highlight: string) =>
  highlightSegments(text, parseHighlight(highlight).address)
    .map((segment) => (segment.marked ? `[${segment.text}]` : segment.text))
    .join('');

describe('parseHighlight', () => {
  it('splits the address ranges from the description ranges at the semicolon', () => {
    expect(parseHighlight('0-3,4-8;10-11')).toEqual({
      address: [
        { start: 0, end: 3 },
        { start: 4, end: 8 },
      ],
      description: [{ start: 10, end: 11 }],
    });
  });

  it('reads an empty side as no ranges', () => {
    expect(parseHighlight(';')).toEqual({ address: [], description: [] });
    expect(parseHighlight('0-4;')).toEqual({ address: [{ start: 0, end: 4 }], description: [] });
    expect(parseHighlight(';0-4')).toEqual({ address: [], description: [{ start: 0, end: 4 }] });
  });

  it('takes a list without a semicolon as address ranges', () => {
    expect(parseHighlight('2-6')).toEqual({ address: [{ start: 2, end: 6 }], description: [] });
  });

  it('skips malformed and empty ranges and keeps the good ones', () => {
    expect(parseHighlight('x-2,3-3,5-4, 1 - 2 ,7;a')).toEqual({
      address: [{ start: 1, end: 2 }],
      description: [],
    });
  });
});

describe('highlightSegments', () => {
  it('marks the matched words of a suggestion', () => {
    expect(marked('105 High Street', '0-3,4-8,9-11;')).toBe('[105] [High] [St]reet');
  });

  it('marks a range that ends the text', () => {
    expect(marked('Pierrepont Street', '0-10,11-17')).toBe('[Pierrepont] [Street]');
  });

  it('merges overlapping, touching and unsorted ranges', () => {
    expect(marked('Hot Bath Street', '4-6,0-2,5-8,8-9')).toBe('[Ho]t [Bath ]Street');
  });

  it('clamps ranges that run past the end of the text', () => {
    expect(marked('Bath', '2-40,50-60')).toBe('Ba[th]');
  });

  it('answers the whole text unmarked without ranges, and nothing for an empty text', () => {
    expect(highlightSegments('Bath, BA1 1LA', [])).toEqual([{ text: 'Bath, BA1 1LA', marked: false }]);
    expect(highlightSegments('', [{ start: 0, end: 3 }])).toEqual([]);
  });
});
