import type { AddressTextField } from './address-form-values';

/** The service's names of the parts it reports on, as its status message writes them. */
const PART_FIELDS: Record<string, AddressTextField> = {
  street: 'street',
  'house number': 'housenumber',
  'house number addition': 'housenumber',
  postcode: 'postalcode',
  city: 'city',
  state: 'state',
  country: 'country',
};

/**
 * The fields a validation kept as given without verifying them, read from its status message ("… Could not verify:
 * street, house number."). The message speaks of the best suggestion; a part it names that no field holds is left out.
 */
export function unverifiedFields(statusMessage: string): Set<AddressTextField> {
  const list = /Could not verify: ([^.]*)\./.exec(statusMessage)?.[1] ?? '';
  const fields = new Set<AddressTextField>();
  for (const part of list.split(',')) {
    const field = PART_FIELDS[part.trim().toLowerCase()];
    if (field) fields.add(field);
  }
  return fields;
}
