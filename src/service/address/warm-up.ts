import type { FastifyBaseLogger } from 'fastify';
import type { AddressIndexCache } from './index/address-index-cache';
import type { PostalPlaceCache } from './index/postal-place-cache';
import { placesLike } from './index/place-names';
import { fullAddressOf } from './output/wire-address';
import { LEVEL } from './model/resolved-address';
import { countryOf } from './reference/countries';
import { postcodeAreas } from './reference/postcode-areas';

/**
 * Builds the street index, loads the imported postal places of its countries and the reference data in the
 * background once the service listens, so the first steward to type an address does not wait seconds for it.
 * Failures are logged; the first call retries them.
 */
export function warmUpAddressData(
  index: Pick<AddressIndexCache, 'get'>,
  postalPlaces: Pick<PostalPlaceCache, 'get'>,
  log: FastifyBaseLogger,
): void {
  const started = performance.now();
  void Promise.all([index.get(), postalPlaces.get()])
    .then(async ([streets, places]) => {
      // The countries with street data are the ones validated most; other countries' load when first asked for.
      await Promise.all([...streets.countries].map((country) => places.of(country)));
      countryOf('US');
      postcodeAreas('US', '00000');
      for (const country of streets.countries) {
        placesLike(country, 'warm up');
        fullAddressOf({
          countryCode: country,
          regionCode: '',
          region: '',
          city: 'City',
          postcode: '',
          street: '',
          houseNumber: '',
          addition: '',
          geo: 'none',
          level: LEVEL.city,
        });
      }
      log.info(
        { streets: streets.streets.length, ms: Math.round(performance.now() - started) },
        'address data loaded',
      );
    })
    .catch((error: unknown) => log.error({ err: error }, 'loading the address data failed'));
}
