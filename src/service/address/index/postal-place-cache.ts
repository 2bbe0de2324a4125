import type { PostalPlaceStore } from '../store/postal-place-store';
import { PostalPlaceIndex } from './postal-place-index';
import { VersionedCache } from './versioned-cache';

/** The imported postal places of this process, loaded anew (country by country) when the stored postal places version moves. */
export class PostalPlaceCache extends VersionedCache<PostalPlaceIndex> {
  constructor(places: PostalPlaceStore, now: () => number = Date.now) {
    super(
      () => places.dataVersion(),
      async () => new PostalPlaceIndex(await places.countries(), (country) => places.ofCountry(country)),
      now,
    );
  }
}
