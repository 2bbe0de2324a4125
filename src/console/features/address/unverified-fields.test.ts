import { describe, expect, it } from 'vitest';
import { unverifiedFields } from './unverified-fields';

describe('unverifiedFields', () => {
  it('reads the parts after "Could not verify" as form fields', () => {
    const message =
      'The address as given is verified up to city level; the suggestion up to city level. Could not verify: street, house number.';
    expect([...unverifiedFields(message)]).toEqual(['street', 'housenumber']);
  });

  it('ignores the corrected and completed parts, and parts it does not know', () => {
    const message =
      'Corrected: street. Completed: postcode, state. Could not verify: house number addition, moon.';
    expect([...unverifiedFields(message)]).toEqual(['housenumber']);
  });

  it('finds nothing in a message without that sentence', () => {
    expect(unverifiedFields('Address validated successfully. Verified up to the house number.').size).toBe(0);
    expect(unverifiedFields('').size).toBe(0);
  });
});
