import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type {
  AddressFindInput,
  AddressFindOutput,
  AddressRetrieveInput,
  AddressRetrieveOutput,
  AddressValidationInput,
  AddressValidationOutput,
} from '../../../contract/address';
import { apiPaths } from '../../../contract/api-paths';
import { apiFetch } from '../../api/api-client';

export const addressKeys = {
  all: ['address'] as const,
  find: (input: AddressFindInput) => [...addressKeys.all, 'find', input] as const,
  retrieve: () => [...addressKeys.all, 'retrieve'] as const,
  validate: () => [...addressKeys.all, 'validate'] as const,
};

/**
 * The find suggestions for what was typed (inside a container when one was chosen). Find is free, so answers are
 * cached by the typed text. While the next list loads, the previous one stays on screen so it does not flicker,
 * but only within the same container: another container's list would offer choices from the level just left.
 */
export const findQueryOptions = (input: AddressFindInput) =>
  queryOptions({
    queryKey: addressKeys.find(input),
    queryFn: ({ signal }) =>
      apiFetch<AddressFindOutput>(apiPaths.addressFind, { method: 'POST', body: input, signal }),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].container === input.container ? previous : undefined,
  });

/** Retrieves one address of a find; a mutation because every call costs credit, so it runs only when chosen. */
export const retrieveMutationOptions = () =>
  mutationOptions({
    mutationKey: addressKeys.retrieve(),
    mutationFn: (input: AddressRetrieveInput) =>
      apiFetch<AddressRetrieveOutput>(apiPaths.addressRetrieve, { method: 'POST', body: input }),
  });

/** Validates an address when the steward presses Validate; billable, so never repeated from a cache. */
export const validateMutationOptions = () =>
  mutationOptions({
    mutationKey: addressKeys.validate(),
    mutationFn: (input: AddressValidationInput) =>
      apiFetch<AddressValidationOutput>(apiPaths.addressValidate, { method: 'POST', body: input }),
  });
