/** A half-open character range [start, end) of a text. */
export interface TextRange {
  start: number;
  end: number;
}

/** A piece of a text, marked when the typed text matched it. */
export interface TextSegment {
  text: string;
  marked: boolean;
}

export interface SuggestionHighlight {
  /** Ranges into the suggestion's address. */
  address: TextRange[];
  /** Ranges into the suggestion's description. */
  description: TextRange[];
}

function parseRanges(list: string): TextRange[] {
  const ranges: TextRange[] = [];
  for (const part of list.split(',')) {
    const match = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(part);
    if (!match) continue;
    const start = Number(match[1]);
    const end = Number(match[2]);
    if (end > start) ranges.push({ start, end });
  }
  return ranges;
}

/**
 * Reads find's `highlight`: "X-Y,X-Y;X-Y", ranges into the address before the ";" and into the description after
 * it. A malformed range is skipped rather than failing the whole list: the highlight only decorates a suggestion.
 */
export function parseHighlight(highlight: string): SuggestionHighlight {
  const separator = highlight.indexOf(';');
  const address = separator < 0 ? highlight : highlight.slice(0, separator);
  const description = separator < 0 ? '' : highlight.slice(separator + 1);
  return { address: parseRanges(address), description: parseRanges(description) };
}

/** Cuts `text` into marked and unmarked pieces; ranges may overlap, touch, come unsorted or run past the end. */
export function highlightSegments(text: string, ranges: readonly TextRange[]): TextSegment[] {
  const merged: TextRange[] = [];
  const clamped = ranges
    .map(({ start, end }) => ({ start: Math.max(0, start), end: Math.min(text.length, end) }))
    .filter(({ start, end }) => end > start)
    .sort((a, b) => a.start - b.start);
  for (const range of clamped) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  const segments: TextSegment[] = [];
  let position = 0;
  for (const { start, end } of merged) {
    if (start > position) segments.push({ text: text.slice(position, start), marked: false });
    segments.push({ text: text.slice(start, end), marked: true });
    position = end;
  }
  if (position < text.length) segments.push({ text: text.slice(position), marked: false });
  return segments;
}
