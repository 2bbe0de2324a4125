import { readImageFile, readImageValues, writeImageFile, type Image } from './index-image';
import type { TypeIndex } from './type-index';

/**
 * Version of the snapshot file: raise it when the in-memory structures change how they are laid out (a hash, a
 * table's probing, the arena's chunks); a snapshot of another version is not read, and the index is built from the
 * stored entries instead. A change of the entries themselves changes the layouts' signatures (ENTRY_FORMAT).
 */
export const SNAPSHOT_FORMAT = 3;

/** What a snapshot was taken of: the store, and the point of its entry sequence the indexes hold every entry up to. */
export interface SnapshotPosition {
  storeId: string;
  seq: number;
  /** The last entry applied, or only a sequence number when none was since a full load. */
  last: { seq: number; recordId?: string };
  /** The matching configuration's version the indexes were laid out under. */
  version: number;
}

export interface Snapshot {
  position: SnapshotPosition;
  /** The image of each record type's index, by record type; each names the layout it was built under. */
  images: Map<string, Image>;
}

/** Writes the indexes and their position to `file`, replacing the snapshot there whole. */
export function saveSnapshot(
  file: string,
  position: SnapshotPosition,
  indexes: ReadonlyMap<string, TypeIndex>,
): void {
  writeImageFile(file, {
    values: { format: SNAPSHOT_FORMAT, ...position },
    arrays: {},
    parts: Object.fromEntries([...indexes].map(([type, index]) => [type, index.toImage()])),
  });
}

/** The snapshot at `file`, or why there is none to use. */
export function readSnapshot(file: string): Snapshot | { problem: string } {
  const image = readImageFile(file);
  if ('problem' in image) return image;
  const position = positionOf(image.values);
  if ('problem' in position) return position;
  return { position, images: new Map(Object.entries(image.parts)) };
}

/** The position of the snapshot at `file`, read without mapping it; undefined when there is none to use. */
export function savedPosition(file: string): SnapshotPosition | undefined {
  const values = readImageValues(file);
  const position = values && positionOf(values);
  return position && !('problem' in position) ? position : undefined;
}

function positionOf(values: Record<string, unknown>): SnapshotPosition | { problem: string } {
  const { format, storeId, seq, last, version } = values as Partial<SnapshotPosition> & { format?: number };
  if (format !== SNAPSHOT_FORMAT) return { problem: `written in format ${format}, not ${SNAPSHOT_FORMAT}` };
  return { storeId: storeId!, seq: seq!, last: last!, version: version! };
}

/** The layout signature an index image was built under. */
export const signatureOf = (image: Image) => image.values['signature'] as string;
