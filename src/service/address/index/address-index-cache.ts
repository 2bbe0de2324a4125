import type { AddressPointStore } from '../store/address-point-store';
import { StreetIndex } from './street-index';

/** How stale the index may be after another process imported: one version read per this many milliseconds. */
const VERSION_CHECK_INTERVAL_MS = 1000;

/**
 * The street index of this process, rebuilt when the stored address data version moves (an import ran, maybe in
 * another process). Calls during a rebuild wait for it together; it is built once per version.
 */
export class AddressIndexCache {
  private current?: { version: string; index: StreetIndex };
  private building?: Promise<StreetIndex>;
  private checkedAt = 0;

  private readonly points: AddressPointStore;
  private readonly now: () => number;

  constructor(points: AddressPointStore, now: () => number = Date.now) {
    this.points = points;
    this.now = now;
  }

  async get(): Promise<StreetIndex> {
    if (this.current && this.now() - this.checkedAt < VERSION_CHECK_INTERVAL_MS) return this.current.index;
    if (this.building) return this.building;
    this.building = this.refresh().finally(() => (this.building = undefined));
    return this.building;
  }

  private async refresh(): Promise<StreetIndex> {
    const version = await this.points.dataVersion();
    this.checkedAt = this.now();
    if (this.current?.version === version) return this.current.index;
    const index = new StreetIndex(await this.points.streetPostcodeGroups());
    this.current = { version, index };
    return index;
  }
}
