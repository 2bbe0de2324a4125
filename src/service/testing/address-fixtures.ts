import { bumpAddressDataVersion } from '../address/store/address-data-version';
import { toPointRow, type AddressPointInput } from '../address/store/address-point';
import { addressPointWriter } from '../address/store/address-point-writer';
import type { Store } from '../storage/database';

export type FixtureAddress = Omit<AddressPointInput, 'source'>;

/** A few streets in Arnhem, Boston and Berlin, as an import would store them, for the address API tests. */
export const FIXTURE_ADDRESSES: readonly FixtureAddress[] = [
  {
    country: 'NL',
    city: 'Arnhem',
    postcode: '6811 AA',
    street: 'Jansbuitensingel',
    number: '6-8',
    latitude: 51.9847394,
    longitude: 5.9068287,
  },
  {
    country: 'NL',
    city: 'Arnhem',
    postcode: '6811 AA',
    street: 'Jansbuitensingel',
    number: '7',
    latitude: 51.98491,
    longitude: 5.90652,
  },
  {
    country: 'NL',
    city: 'Arnhem',
    postcode: '6811 AB',
    street: 'Jansbuitensingel',
    number: '12',
    latitude: 51.98531,
    longitude: 5.90592,
  },
  {
    country: 'NL',
    city: 'Arnhem',
    postcode: '6824 BH',
    street: 'Velperweg',
    number: '8',
    latitude: 51.98621,
    longitude: 5.93052,
  },
  {
    country: 'NL',
    city: 'Arnhem',
    postcode: '6824 BH',
    street: 'Velperweg',
    number: '8a',
    latitude: 51.98624,
    longitude: 5.93058,
  },
  {
    country: 'NL',
    city: 'Arnhem',
    postcode: '6824 BH',
    street: 'Velperweg',
    number: '10',
    latitude: 51.98633,
    longitude: 5.93121,
  },
  {
    country: 'NL',
    city: 'Arnhem',
    postcode: '6824 BJ',
    street: 'Velperweg',
    number: '118b',
    latitude: 51.98802,
    longitude: 5.94411,
  },
  {
    country: 'NL',
    city: 'Arnhem',
    postcode: '6824 BJ',
    street: 'Velperweg',
    number: '118c',
    latitude: 51.98805,
    longitude: 5.94419,
  },
  {
    country: 'US',
    regionCode: 'MA',
    city: 'Boston',
    postcode: '02135',
    street: 'Washington Street',
    number: '438',
    latitude: 42.348328,
    longitude: -71.157438,
  },
  {
    country: 'US',
    regionCode: 'MA',
    city: 'Boston',
    postcode: '02135',
    street: 'Washington Street',
    number: '444',
    latitude: 42.34861,
    longitude: -71.15811,
  },
  {
    country: 'US',
    regionCode: 'MA',
    city: 'Boston',
    postcode: '02115',
    street: 'Newbury Street',
    number: '360',
    latitude: 42.3480379,
    longitude: -71.0876524,
  },
  {
    country: 'DE',
    city: 'Berlin',
    postcode: '10115',
    street: 'Hauptstraße',
    number: '5a',
    latitude: 52.5321,
    longitude: 13.3849,
  },
  {
    country: 'DE',
    city: 'Berlin',
    postcode: '10115',
    street: 'Hauptstraße',
    number: '7',
    latitude: 52.5323,
    longitude: 13.3852,
  },
];

/** Stores addresses the way the import does, and moves the data version so services rebuild their index. */
export async function seedAddresses(store: Store, addresses: readonly FixtureAddress[] = FIXTURE_ADDRESSES) {
  const rows = addresses.map((address) => {
    const outcome = toPointRow({ ...address, source: 'fixture' });
    if ('problem' in outcome) throw new Error(`fixture address: ${outcome.problem}`);
    return outcome.row;
  });
  const writer = addressPointWriter(store);
  await writer.write(rows);
  await writer.flush();
  await bumpAddressDataVersion(store.db);
}
