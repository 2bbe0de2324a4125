import { describe, expect, it } from 'vitest';
import { EntryArena } from './entry-arena';

const text = (bytes: Buffer | undefined) => bytes?.toString('utf8');

describe('entry arena', () => {
  it('answers each ordinal its latest entry', () => {
    const arena = new EntryArena();
    arena.set(0, Buffer.from('first'));
    arena.set(5000, Buffer.from('far ordinal'));
    arena.set(0, Buffer.from('first, replaced'));
    expect(text(arena.get(0))).toBe('first, replaced');
    expect(text(arena.get(5000))).toBe('far ordinal');
    expect(arena.get(1)).toBeUndefined();
    arena.delete(5000);
    expect(arena.get(5000)).toBeUndefined();
  });

  it('keeps every entry intact while replacements fill chunks and force compactions', () => {
    const arena = new EntryArena();
    const latest = new Map<number, string>();
    for (let round = 0; round < 150; round++) {
      for (let ordinal = 0; ordinal < 2000; ordinal++) {
        if ((ordinal + round) % 3 === 0) continue;
        const value = `${ordinal}:${round}:${'x'.repeat((ordinal * 7 + round) % 300)}`;
        arena.set(ordinal, Buffer.from(value));
        latest.set(ordinal, value);
      }
      for (let ordinal = round; ordinal < 2000; ordinal += 97) {
        arena.delete(ordinal);
        latest.delete(ordinal);
      }
    }
    for (let ordinal = 0; ordinal < 2000; ordinal++)
      expect(text(arena.get(ordinal))).toBe(latest.get(ordinal));
    // 150 rounds wrote some 40 MB, ten chunks' worth; compaction keeps a few for the 0.3 MB alive.
    expect(arena.bytes).toBeLessThan(16 * 1024 * 1024);
  });

  it('takes writes after a restore from its image, leaving the image (a shared snapshot) as it was', () => {
    const arena = new EntryArena();
    for (let ordinal = 0; ordinal < 100; ordinal++) arena.set(ordinal, Buffer.from(`entry ${ordinal}`));
    const image = arena.toImage();
    const written = Buffer.from(image.arrays['chunk0']!);
    const restored = EntryArena.fromImage(image);
    restored.set(100, Buffer.from('new'));
    restored.set(3, Buffer.from('replaced'));
    expect([100, 3, 4].map((ordinal) => text(restored.get(ordinal)))).toEqual(['new', 'replaced', 'entry 4']);
    expect(Buffer.from(image.arrays['chunk0']!)).toEqual(written);
  });
});
