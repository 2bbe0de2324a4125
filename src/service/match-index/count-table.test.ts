import { describe, expect, it } from 'vitest';
import { seededDraws } from './seeded-draws.fixture';
import { CountTable } from './count-table';

describe('count table', () => {
  it('counts texts in and out, forgetting one counted out to none', () => {
    const table = new CountTable();
    expect(table.change('"smith"', 1)).toBe(1);
    expect(table.change('"smith"', 1)).toBe(2);
    table.change('"jones"', 1);
    expect(table.count('"smith"')).toBe(2);
    expect(table.count('"brown"')).toBe(0);
    expect(table.change('"jones"', -1)).toBe(0);
    expect(table.count('"jones"')).toBe(0);
    expect(table.keys).toBe(1);
  });

  it('keeps every count through growth, removals and a snapshot, as a map of the texts would', () => {
    const table = new CountTable();
    const model = new Map<string, number>();
    const next = seededDraws(7);
    for (let step = 0; step < 60_000; step++) {
      const text = `name${next(5_000)}`;
      const held = model.get(text) ?? 0;
      if (held > 0 && next(3) === 0) {
        table.change(text, -1);
        if (held === 1) model.delete(text);
        else model.set(text, held - 1);
      } else {
        table.change(text, 1);
        model.set(text, held + 1);
      }
    }
    const restored = CountTable.fromImage(table.toImage());
    for (let n = 0; n < 5_000; n++) {
      expect(table.count(`name${n}`)).toBe(model.get(`name${n}`) ?? 0);
      expect(restored.count(`name${n}`)).toBe(model.get(`name${n}`) ?? 0);
    }
    expect(restored.keys).toBe(model.size);
  });
});
