import { describe, expect, it } from 'vitest';
import { ColumnSamples } from './column-samples';

describe('ColumnSamples', () => {
  it('keeps the first three distinct non-blank values of each column, trimmed', () => {
    const samples = new ColumnSamples(2);
    for (const cells of [
      [' Ada ', ''],
      ['Ada', ''],
      ['Grace', 'x'],
      ['Alan', ''],
      ['Barbara', 'y'],
    ]) {
      samples.add(cells);
    }
    expect(samples.lists()).toEqual([
      ['Ada', 'Grace', 'Alan'],
      ['x', 'y'],
    ]);
  });

  it('cuts a long value and stops looking after the first rows', () => {
    const samples = new ColumnSamples(1);
    samples.add(['a'.repeat(100)]);
    for (let row = 0; row < 300; row++) samples.add(['']);
    samples.add(['late']);
    expect(samples.lists()).toEqual([[`${'a'.repeat(59)}…`]]);
  });

  it('gives a column missing from a short row nothing', () => {
    const samples = new ColumnSamples(3);
    samples.add(['only']);
    expect(samples.lists()).toEqual([['only'], [], []]);
  });
});
