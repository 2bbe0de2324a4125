import type { Store } from '../storage/database';
import { AddressIndexCache } from './index/address-index-cache';
import { PostalPlaceCache } from './index/postal-place-cache';
import { AddressPointStore } from './store/address-point-store';
import { PostalPlaceStore } from './store/postal-place-store';
import type { Kysely } from 'kysely';
import type { Advice, AddressValidationInput } from '../../contract/address';
import type { Database } from '../storage/schema';
import { validateAddress, type AddressDependencies } from './validate/validate-address';

/** How an address validates against the reference data: the address API's advice. */
export type AddressJudge = (address: AddressValidationInput) => Promise<Advice>;

/** Reads the reference data, and answers a judge that reads only `db` (a write's transaction) from then on. */
export type AddressJudges = () => Promise<(db: Kysely<Database>) => AddressJudge>;

/**
 * The reference data addresses are found and validated against, loaded once per process and shared: by the address
 * API and by the writes whose update rules judge an address (docs/survivorship.md).
 */
export function addressData(store: Store, defaultCountry: string): AddressDependencies {
  const points = new AddressPointStore(store.db);
  return {
    points,
    index: new AddressIndexCache(points),
    postalPlaces: new PostalPlaceCache(new PostalPlaceStore(store.db)),
    defaultCountry,
  };
}

/**
 * Judges of addresses for the writes of one transaction, validating as the address API does. The reference data is
 * read before the transaction begins, so that inside it only the transaction's own connection is read: on SQLite
 * the store has one connection, which the transaction holds.
 */
export const addressJudges =
  (deps: AddressDependencies): AddressJudges =>
  async () => {
    const [index, places] = await Promise.all([deps.index.get(), deps.postalPlaces.get()]);
    return (db) => {
      const within: AddressDependencies = {
        index: { get: async () => index },
        postalPlaces: { get: async () => places },
        points: new AddressPointStore(db),
        defaultCountry: deps.defaultCountry,
      };
      return async (input) => (await validateAddress(within, input)).output.advice;
    };
  };
