import { describe, expect, it } from 'vitest';
import { locationFromPath } from './path-location';

describe('country and region from an OpenAddresses path', () => {
  it.each([
    ['/data/openaddresses/us/ma/statewide.csv', { country: 'US', region: 'MA' }],
    ['oa/us/ma/city_of_boston.csv', { country: 'US', region: 'MA' }],
    ['/data/openaddresses/de/nw/city_of_koeln.csv', { country: 'DE', region: 'NW' }],
    ['/data/openaddresses/nl/countrywide.csv', { country: 'NL' }],
    ['/data/openaddresses/NL/countrywide.csv', { country: 'NL' }],
  ])('%s', (file, location) => {
    expect(locationFromPath(file)).toEqual(location);
  });

  it.each([
    '../shared/data/address/osm-city-addresses-addressdata/us_ma_boston.csv',
    '/data/xx/statewide.csv',
    '/data/xq/zz/statewide.csv',
    'statewide.csv',
  ])('none in %s', (file) => {
    expect(locationFromPath(file)).toBeUndefined();
  });
});
