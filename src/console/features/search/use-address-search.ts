import { useMemo } from 'react';
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Scenario } from '../../../contract/scenarios';
import type { SObjectSummary } from '../../../contract/sobjects';
import { fromSearchParams, toSearchParams } from './search-address';
import type { SearchField } from './search-fields';
import { hasSearchValues, toSearchInput, type SearchFormValues } from './search-form-values';
import { explainSearchQueryOptions, searchKeys } from './search-queries';

/**
 * The search held in the page's address and its answer. Pressing Search writes the address (a new history entry),
 * and the answer follows from it, so Back, a reload or a shared link brings the same search back. Nothing is read
 * or run until the form's fields and scenarios are known (`undefined` until then).
 */
export function useAddressSearch(
  recordType: SObjectSummary,
  fields: readonly SearchField[] | undefined,
  scenarios: readonly Scenario[] | undefined,
) {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const requested = useMemo(
    () =>
      fields && scenarios
        ? fromSearchParams(
            new URLSearchParams(address),
            fields,
            scenarios.map((scenario) => scenario.scenarioId),
          )
        : undefined,
    [address, fields, scenarios],
  );
  const requestedInput = requested && toSearchInput(recordType.keyPrefix, requested);
  const input = requestedInput && hasSearchValues(requestedInput) ? requestedInput : undefined;
  const search = useQuery(explainSearchQueryOptions(input));

  const run = (values: SearchFormValues) => {
    const next = toSearchParams(recordType.name, values);
    // The address does not change for the same search again, so its answer is dropped and fetched afresh by hand:
    // the steward asked for now, not for what the cache holds.
    if (input && hashKey([toSearchInput(recordType.keyPrefix, values)]) === hashKey([input])) {
      void queryClient.resetQueries({ queryKey: searchKeys.explain(input), exact: true });
    }
    if (next.toString() !== address) setParams(next);
  };

  const clear = () => {
    const empty = new URLSearchParams({ type: recordType.name });
    if (empty.toString() !== address) setParams(empty);
  };

  return { requested, input, search, run, clear };
}
