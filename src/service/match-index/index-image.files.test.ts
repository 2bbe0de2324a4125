import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mmap from '@riaskov/mmap-io';
import { afterAll, expect, it } from 'vitest';
import { readImageFile, writeImageFile, type Image } from './index-image';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'steward-image-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const image: Image = {
  values: { name: 'top', count: 3 },
  arrays: { bytes: Buffer.from('héllo'), none: new Int32Array(0), words: new Uint32Array([1, 2 ** 32 - 1]) },
  parts: { inner: { values: {}, arrays: { reals: new Float64Array([0.5, -2]) }, parts: {} } },
};

it('reads back what was written, empty arrays and all, as views of one aligned allocation', () => {
  const file = path.join(folder, 'whole.img');
  writeImageFile(file, image);
  const read = readImageFile(file);
  if ('problem' in read) throw new Error(read.problem);
  expect(read.values).toEqual(image.values);
  expect(Buffer.from(read.arrays['bytes']!).toString()).toBe('héllo');
  expect([...read.arrays['none']!]).toEqual([]);
  expect([...read.arrays['words']!]).toEqual([1, 2 ** 32 - 1]);
  expect([...read.parts['inner']!.arrays['reals']!]).toEqual([0.5, -2]);
  expect(read.parts['inner']!.arrays['reals']).toBeInstanceOf(Float64Array);
});

it('tells a missing, foreign, torn or damaged file from a sound one', () => {
  const file = path.join(folder, 'damaged.img');
  expect(readImageFile(file)).toEqual({ problem: 'none written yet' });
  fs.writeFileSync(file, 'not an image at all');
  expect(readImageFile(file)).toEqual({ problem: 'not a match index snapshot' });
  writeImageFile(file, image);
  const bytes = fs.readFileSync(file);
  fs.writeFileSync(file, bytes.subarray(0, bytes.length - 9));
  expect(readImageFile(file)).toEqual({ problem: 'damaged (checksum differs)' });
  bytes[bytes.length - 12]! ^= 1;
  fs.writeFileSync(file, bytes);
  expect(readImageFile(file)).toEqual({ problem: 'damaged (checksum differs)' });
});

it('keeps a change to what was read in that reading: the file, and every other reading of it, stay as written', () => {
  const file = path.join(folder, 'shared.img');
  writeImageFile(file, image);
  const [changed, other] = [readImageFile(file), readImageFile(file)];
  if ('problem' in changed || 'problem' in other) throw new Error('unread');
  changed.arrays['words']![0] = 7;
  const again = readImageFile(file);
  if ('problem' in again) throw new Error(again.problem);
  expect([...other.arrays['words']!]).toEqual([1, 2 ** 32 - 1]);
  expect([...again.arrays['words']!]).toEqual([1, 2 ** 32 - 1]);

  // A snapshot is replaced by a new file: a reading of the old one goes on as it was.
  writeImageFile(file, { ...image, arrays: { ...image.arrays, words: new Uint32Array([9, 9]) } });
  expect([...other.arrays['words']!]).toEqual([1, 2 ** 32 - 1]);
  expect([...changed.arrays['words']!]).toEqual([7, 2 ** 32 - 1]);
});

it('reads a file mapped in segments alike, arrays that straddle two segments and all', () => {
  const file = path.join(folder, 'segments.img');
  const words = Uint32Array.from({ length: mmap.PAGESIZE }, (_, i) => i * 7);
  const reals = Float64Array.from({ length: mmap.PAGESIZE / 2 }, (_, i) => i / 3);
  writeImageFile(file, {
    values: { name: 'big' },
    arrays: { words, none: new Int32Array(0) },
    parts: { inner: { values: {}, arrays: { reals }, parts: {} } },
  });
  // One page a segment: both arrays cross segment boundaries.
  const read = readImageFile(file, mmap.PAGESIZE);
  if ('problem' in read) throw new Error(read.problem);
  expect(read.arrays['words']).toEqual(words);
  expect(read.arrays['none']).toHaveLength(0);
  expect(read.parts['inner']!.arrays['reals']).toEqual(reals);
  const bytes = fs.readFileSync(file);
  bytes[mmap.PAGESIZE + 100]! ^= 1;
  fs.writeFileSync(file, bytes);
  expect(readImageFile(file, mmap.PAGESIZE)).toEqual({ problem: 'damaged (checksum differs)' });
});
