import type { AddressRetrieveInput, AddressRetrieveOutput } from '../../../contract/address';
import { parseContainer } from '../find/container-id';
import { resolveContainer } from '../find/resolve-container';
import { LEVEL } from '../model/resolved-address';
import { retrievedStatus } from '../output/status-codes';
import { toWireAddress } from '../output/wire-address';
import type { AddressDependencies } from '../validate/validate-address';

export interface Retrieval {
  output: AddressRetrieveOutput;
  billable: boolean;
}

function notRetrieved(message: string): Retrieval {
  return {
    output: { status: { code: '500', message, credit: false }, advice: 'RED', address: null },
    billable: false,
  };
}

/**
 * The full address behind a container from find. An address container answers 594 (verified to house number);
 * a street, postcode or locality container answers its own level (593, 592) with the centre as coordinates.
 * The outer status and advice are null as in the original's sample; the address carries its own.
 */
export async function retrieveAddress(
  deps: AddressDependencies,
  input: AddressRetrieveInput,
): Promise<Retrieval> {
  const container = parseContainer(input.container);
  if (!container) return notRetrieved(`Container "${input.container}" is not one that find returned.`);
  const index = await deps.index.get();
  const resolved = await resolveContainer(container, index, deps.points);
  if (!resolved)
    return notRetrieved(`Container "${input.container}" does not exist (any more): search again.`);
  const level = resolved.level >= LEVEL.houseNumber ? LEVEL.houseNumber : resolved.level;
  const address = toWireAddress(resolved, input.addressOptions ?? {}, {
    advice: level === LEVEL.houseNumber ? 'GREEN' : 'AMBER',
    status: retrievedStatus(level, true),
    credit: true,
  });
  return { output: { status: null, advice: null, address }, billable: true };
}
