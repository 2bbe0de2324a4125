import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

it('writes large images as several volume files, each mapped whole, and deletes the volumes it replaces', () => {
  const file = path.join(folder, 'volumes.img');
  const words = Uint32Array.from({ length: 3000 }, (_, i) => i * 7);
  const reals = Float64Array.from({ length: 1500 }, (_, i) => i / 3);
  const big: Image = {
    values: { name: 'big' },
    arrays: { words, none: new Int32Array(0) },
    parts: { inner: { values: {}, arrays: { reals }, parts: {} } },
  };
  const other = path.join(folder, 'other.img');
  writeImageFile(other, image);
  const volumesBeside = () => fs.readdirSync(folder).filter((name) => name.startsWith('volumes.img.'));
  // 12 KB a volume: the two arrays of 12,000 bytes each take a volume of their own.
  writeImageFile(file, big, 12_000);
  const first = volumesBeside();
  expect(first).toHaveLength(2);
  const read = readImageFile(file);
  if ('problem' in read) throw new Error(read.problem);
  expect(read.arrays['words']).toEqual(words);
  expect(read.arrays['none']).toHaveLength(0);
  expect(read.parts['inner']!.arrays['reals']).toEqual(reals);

  // Beside them, the volumes of a write whose process has exited without saving its image, and of one in progress.
  const exited = spawnSync(process.execPath, ['-e', '']).pid;
  fs.writeFileSync(path.join(folder, `volumes.img.${exited}-0.0`), 'left behind');
  fs.writeFileSync(path.join(folder, `volumes.img.${process.pid}-0.0`), 'being written');
  writeImageFile(file, big, 12_000);
  expect(volumesBeside()).toHaveLength(3);
  expect(volumesBeside()).toContain(`volumes.img.${process.pid}-0.0`);
  expect(volumesBeside().some((name) => first.includes(name))).toBe(false);
  fs.rmSync(path.join(folder, `volumes.img.${process.pid}-0.0`));
  // The reading of the replaced image goes on as it was.
  expect(read.arrays['words']).toEqual(words);

  const [damaged, lost] = volumesBeside().map((name) => path.join(folder, name));
  const bytes = fs.readFileSync(damaged!);
  bytes[100]! ^= 1;
  fs.writeFileSync(damaged!, bytes);
  expect(readImageFile(file)).toMatchObject({
    problem: expect.stringMatching(/damaged \(checksum differs\)$/),
  });
  fs.rmSync(lost!);
  expect(readImageFile(file)).toMatchObject({ problem: expect.stringMatching(/^volume /) });
  // Another image's volumes beside them are its own.
  expect(readImageFile(other)).not.toHaveProperty('problem');
});
