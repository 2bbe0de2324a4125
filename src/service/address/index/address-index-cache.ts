import type { AddressPointStore } from '../store/address-point-store';
import { StreetIndex } from './street-index';
import { VersionedCache } from './versioned-cache';

/** The street index of this process, rebuilt when the stored address data version moves. */
export class AddressIndexCache extends VersionedCache<StreetIndex> {
  constructor(points: AddressPointStore, now: () => number = Date.now) {
    super(
      () => points.dataVersion(),
      async () => new StreetIndex(await points.streetPostcodeGroups()),
      now,
    );
  }
}
