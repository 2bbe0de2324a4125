import { describe, expect, it } from 'vitest';
import { seededDraws } from './seeded-draws.fixture';
import { hashKeys } from './key-hash';
import { PostingTable } from './posting-table';

const recordsOf = (table: PostingTable, high: number, low: number) => {
  const records: number[] = [];
  table.forEach(high, low, (record) => void records.push(record));
  return records.sort((a, b) => a - b);
};

describe('posting table', () => {
  it('holds one record per key in its slot and lists several', () => {
    const table = new PostingTable();
    table.add(7, 1, 10);
    expect(recordsOf(table, 7, 1)).toEqual([10]);
    table.add(7, 1, 11);
    table.add(7, 1, 12);
    expect(recordsOf(table, 7, 1)).toEqual([10, 11, 12]);
    expect(table.count(7, 1)).toBe(3);
    expect(table.count(7, 2)).toBe(0);
    expect(table.keys).toBe(1);
    expect(table.size).toBe(3);
  });

  it('tells apart keys whose high halves are equal', () => {
    const table = new PostingTable();
    table.add(7, 1, 10);
    table.add(7, 2, 20);
    expect(recordsOf(table, 7, 1)).toEqual([10]);
    expect(recordsOf(table, 7, 2)).toEqual([20]);
  });

  it('removes a record from a key, and the key with its last record', () => {
    const table = new PostingTable();
    for (const record of [1, 2, 3]) table.add(5, 5, record);
    expect(table.remove(5, 5, 2)).toBe(true);
    expect(recordsOf(table, 5, 5)).toEqual([1, 3]);
    expect(table.remove(5, 5, 2)).toBe(false);
    table.remove(5, 5, 1);
    expect(recordsOf(table, 5, 5)).toEqual([3]);
    table.remove(5, 5, 3);
    expect(table.count(5, 5)).toBe(0);
    expect(table.keys).toBe(0);
    expect(table.size).toBe(0);
  });

  it('stops visiting when told to', () => {
    const table = new PostingTable();
    for (const record of [1, 2, 3, 4]) table.add(9, 9, record);
    const seen: number[] = [];
    table.forEach(9, 9, (record) => (seen.push(record), seen.length < 2));
    expect(seen).toHaveLength(2);
  });

  it('agrees with a plain map through growth, colliding slots, removals and fitting', () => {
    const next = seededDraws(20261123);
    const table = new PostingTable();
    const model = new Map<string, Set<number>>();
    const keys = hashKeys(Array.from({ length: 3000 }, (_, i) => `key ${i}`));
    const removalsThatFoundNothing: string[] = [];
    for (let step = 0; step < 60_000; step++) {
      const k = next(3000);
      // Few distinct high halves force long probe runs through deletions.
      const [high, low] = [keys[2 * k]! & 0xff, keys[2 * k + 1]!];
      const id = `${high}/${low}`;
      const record = next(40);
      const held = model.get(id) ?? new Set<number>();
      if (next(3) === 0 && held.size > 0) {
        const victim = [...held][next(held.size)]!;
        if (!table.remove(high, low, victim)) removalsThatFoundNothing.push(`${id} #${victim}`);
        held.delete(victim);
      } else if (!held.has(record)) {
        table.add(high, low, record);
        held.add(record);
      }
      model.set(id, held);
      // Fitting lays the pool out afresh; adding and removing must go on working on it.
      if (step % 20_000 === 10_000) table.fit();
    }
    table.fit();
    expect(removalsThatFoundNothing).toEqual([]);
    for (const [id, held] of model) {
      const [high, low] = id.split('/').map(Number) as [number, number];
      expect(recordsOf(table, high, low)).toEqual([...held].sort((a, b) => a - b));
    }
    expect(table.keys).toBe([...model.values()].filter((held) => held.size > 0).length);
  });
});
