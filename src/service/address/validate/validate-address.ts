import type { Advice, AddressValidationInput, AddressValidationOutput } from '../../../contract/address';
import type { AddressIndexCache } from '../index/address-index-cache';
import type { PostalPlaceCache } from '../index/postal-place-cache';
import type { ResolvedAddress } from '../model/resolved-address';
import { suggestionStatus, validatedStatus } from '../output/status-codes';
import { toWireAddress } from '../output/wire-address';
import type { AddressPointStore } from '../store/address-point-store';
import { cityKey } from '../store/address-keys';
import { readAddressQuery } from './address-query';
import { localityCandidates } from './locality-candidates';
import { streetLevelCandidates } from './street-candidates';
import { adviceOf, compareWithQuery, describeChanges, type Comparison } from './verdict';

export interface AddressDependencies {
  index: AddressIndexCache;
  points: AddressPointStore;
  postalPlaces: PostalPlaceCache;
}

/** Suggestions returned at most. */
const SUGGESTIONS = 5;
/** A suggestion this much less close than the best is noise, not an alternative. */
const CLOSENESS_SPREAD = 0.25;

interface Judged {
  address: ResolvedAddress;
  comparison: Comparison;
  advice: Advice;
}

export interface Validation {
  output: AddressValidationOutput;
  /** Whether the call counts as a billable validation (a country could be read). */
  billable: boolean;
}

const identity = (address: ResolvedAddress) =>
  [
    address.city,
    address.postcode,
    address.street,
    address.houseNumber,
    address.houseNumberTo,
    address.addition,
  ]
    .join('|')
    .toLowerCase();

/**
 * Validates an address against the bundled and imported reference data (design.md §6; rules in docs/address.md):
 * collects candidates at house, street, city and region level, compares each with the input part by part, and
 * answers the closest with its advice and 5XY code (200 when verified as given), followed by the alternatives.
 */
export async function validateAddress(
  deps: AddressDependencies,
  input: AddressValidationInput,
): Promise<Validation> {
  const options = input.addressOptions ?? {};
  const read = readAddressQuery(input);
  if ('problem' in read) {
    return {
      output: { addresses: [], advice: 'RED', status: suggestionStatus(0, 0, false, read.problem) },
      billable: false,
    };
  }
  const { query } = read;
  const index = await deps.index.get();
  const candidates = [
    ...(await streetLevelCandidates(query, index, deps.points)),
    ...localityCandidates(query, index, await deps.postalPlaces.get()),
  ];

  const covered = (address: ResolvedAddress) =>
    index.localitiesNamed(address.countryCode, cityKey(address.city)).length > 0;
  const unique = new Map<string, Judged>();
  for (const address of candidates) {
    const key = identity(address);
    const comparison = compareWithQuery(query, address);
    const known = unique.get(key);
    if (!known || comparison.closeness > known.comparison.closeness) {
      unique.set(key, {
        address,
        comparison,
        advice: adviceOf(comparison, address, query, covered(address)),
      });
    }
  }
  // The address verified as given comes first whatever the closeness of the others.
  const ranked = [...unique.values()].sort(
    (a, b) =>
      Number(b.advice === 'GREEN') - Number(a.advice === 'GREEN') ||
      b.comparison.closeness - a.comparison.closeness ||
      b.address.level - a.address.level ||
      b.comparison.given - a.comparison.given,
  );
  const best = ranked[0];
  if (!best) {
    return {
      output: {
        addresses: [],
        advice: 'RED',
        status: suggestionStatus(0, 0, true, 'Nothing in the reference data resembles this address.'),
      },
      billable: true,
    };
  }

  const { advice } = best;
  const status =
    advice === 'GREEN' && !input.convertToSuggestionStatus
      ? validatedStatus(true)
      : suggestionStatus(best.comparison.given, best.address.level, true, describeChanges(best.comparison));

  const shown =
    advice === 'GREEN'
      ? [best]
      : ranked
          .filter(
            (entry) =>
              entry.comparison.closeness >= best.comparison.closeness - CLOSENESS_SPREAD &&
              // Beside a usable suggestion, one that could not be verified is noise.
              (advice === 'RED' || entry.advice !== 'RED'),
          )
          .slice(0, SUGGESTIONS);
  const addresses = shown.map((entry) =>
    toWireAddress(entry.address, options, { advice: entry.advice, credit: true }),
  );
  return { output: { addresses, advice, status }, billable: true };
}
