import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressOn } from './import-progress';

afterEach(() => {
  vi.useRealTimers();
});

describe('import progress', () => {
  it('writes a plain line every few seconds when the output is not a terminal', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const written: string[] = [];
    const progress = progressOn({ write: (text: string) => written.push(text) });
    progress.start('/data/us_ma_boston.csv', 1000);
    vi.advanceTimersByTime(1000);
    progress.update(10_000, 200);
    expect(written).toEqual([]);
    vi.advanceTimersByTime(4000);
    progress.update(50_000, 500);
    progress.stop();
    expect(written).toEqual(['us_ma_boston.csv: 50,000 rows (50%), 10,000 rows/s\n']);
  });

  it('draws a bar with the file, its share read, the rows and their rate on a terminal', () => {
    const written: string[] = [];
    const progress = progressOn({ write: (text: string) => written.push(text), isTTY: true });
    progress.start('/data/us_ma_boston.csv', 1000);
    progress.update(20_000, 250);
    progress.stop();
    const screen = written.join('');
    expect(screen).toContain('us_ma_boston.csv');
    expect(screen).toContain('25%');
    expect(screen).toContain('20,000 rows');
  });
});
