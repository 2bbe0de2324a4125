import { describe, expect, it } from 'vitest';
import { packedBuffers, packRows, unpackRows } from './packed-rows';

const rows = [
  { id: 'a1', street: 'Hauptstraße', number: '1', value: 1, latitude: 52.39211, unit: '' },
  { id: 'a2', street: 'Hauptstraße', number: '1', value: 1, latitude: null, unit: '' },
  { id: 'a3', street: 'Lindenallee', number: '6-8', value: -0, latitude: 1e-300, unit: 'Whg. 9' },
  { id: 'a4', street: 'Hauptstraße', number: '', value: null, latitude: -180, unit: '' },
];

describe('packed rows', () => {
  it('come back as they went: values, nulls, repeats and the order of their properties', () => {
    const back = unpackRows<(typeof rows)[number]>(packRows(rows));
    expect(back).toEqual(rows);
    expect(Object.is(back[2]!.value, -0)).toBe(true);
    expect(back.map((row) => Object.keys(row))).toEqual(rows.map((row) => Object.keys(row)));
  });

  it('carry a value repeated from the row above once', () => {
    const packed = packRows(rows);
    expect(packed.values.filter((value) => value === 'Hauptstraße')).toHaveLength(2);
    expect(packed.values).not.toContain(null);
  });

  it('survive a structured clone whose transfer list moves the typed arrays', () => {
    const packed = packRows(rows);
    const moved = structuredClone(packed, { transfer: packedBuffers(packed) });
    expect(packed.cells.length).toBe(0);
    expect(unpackRows(moved)).toEqual(rows);
  });

  it('keep the count of rows that have no properties, and of none', () => {
    expect(unpackRows(packRows([{}, {}]))).toEqual([{}, {}]);
    expect(unpackRows(packRows([]))).toEqual([]);
  });
});
