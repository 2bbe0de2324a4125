import { allCountries } from '../address/reference/countries';
import { placeCounts } from '../address/reference/places';
import { postcodeAreasOf } from '../address/reference/postcode-areas';

/** Reading the bundled reference data takes well under a second on an idle machine, and 7–15 s on a busy one. */
export const REFERENCE_DATA_TIMEOUT = 60_000;

/**
 * Reads the bundled address reference data from the installed packages (countries with their regions and postcode
 * rules, places, US ZIPs, Canadian FSAs), as a process does on its first address call. A test file that needs it
 * calls this once, `beforeAll(loadReferenceData, REFERENCE_DATA_TIMEOUT)`, so that the loading is not charged to its
 * first test under Vitest's 5-second test timeout.
 */
export function loadReferenceData(): void {
  allCountries();
  placeCounts('US');
  postcodeAreasOf('US');
  postcodeAreasOf('CA');
}
