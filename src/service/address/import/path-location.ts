import path from 'node:path';
import countries from 'i18n-iso-countries';

export interface PathLocation {
  country: string;
  region?: string;
}

const isCountryFolder = (name: string | undefined): name is string =>
  name !== undefined && /^[a-z]{2}$/i.test(name) && countries.isValid(name.toUpperCase());

/**
 * Where an OpenAddresses file lies tells its country, which its rows never carry: sources are published as
 * `<country>/<region>/<name>.csv` (`us/ma/statewide.csv`) or, country-wide, `<country>/<name>.csv`
 * (`nl/countrywide.csv`). Undefined when the path follows neither pattern.
 */
export function locationFromPath(file: string): PathLocation | undefined {
  const folders = path.resolve(file).split(path.sep).slice(0, -1);
  const parent = folders.at(-1);
  const grandparent = folders.at(-2);
  if (isCountryFolder(grandparent) && parent !== undefined && /^[a-z\d]{1,3}$/i.test(parent)) {
    return { country: grandparent.toUpperCase(), region: parent.toUpperCase() };
  }
  if (isCountryFolder(parent)) return { country: parent.toUpperCase() };
  return undefined;
}
