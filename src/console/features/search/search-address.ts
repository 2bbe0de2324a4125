import { FILTER_DEVELOPER_NAME_PATTERN } from '../../../contract/filters';
import { MAX_TEXTAREA_LENGTH } from '../../../contract/field-values';
import type { SearchField } from './search-fields';
import { emptySearchForm, validateFieldValue, type SearchFormValues } from './search-form-values';

/** Field values travel as `f.<API name>`, so they cannot collide with the page's own parameters. */
const FIELD_PREFIX = 'f.';
const FILTER_NAME = new RegExp(FILTER_DEVELOPER_NAME_PATTERN);

/**
 * The address query of a search (`type=Lead&f.FirstName=Ada&scenario=…&filter=…`): only what was filled, so the
 * address stays short enough to share, in field order, so the same search always gets the same address.
 */
export function toSearchParams(typeName: string, form: SearchFormValues): URLSearchParams {
  const params = new URLSearchParams({ type: typeName });
  for (const [name, value] of Object.entries(form.values)) {
    const trimmed = (value ?? '').trim();
    if (trimmed) params.append(`${FIELD_PREFIX}${name}`, trimmed);
  }
  for (const id of form.scenarioIds) params.append('scenario', id);
  const filter = form.filterDeveloperName.trim();
  if (filter) params.set('filter', filter);
  return params;
}

/**
 * The search form an address asks for. An address can be hand-edited or outlived by the configuration, and is
 * run as soon as it is opened, so it gets no further than the form itself would: fields the form does not have,
 * values the form would refuse, scenarios it does not offer and names no filter can have are left out.
 */
export function fromSearchParams(
  params: URLSearchParams,
  fields: readonly SearchField[],
  offeredScenarioIds: Iterable<string>,
): SearchFormValues {
  const form = emptySearchForm(fields);
  for (const field of fields) {
    const value = params.get(`${FIELD_PREFIX}${field.name}`)?.trim() ?? '';
    if (value.length <= MAX_TEXTAREA_LENGTH && validateFieldValue(field.kind, value) === undefined) {
      form.values[field.name] = value;
    }
  }
  const offered = new Set(offeredScenarioIds);
  form.scenarioIds = [...new Set(params.getAll('scenario'))].filter((id) => offered.has(id));
  const filter = params.get('filter')?.trim() ?? '';
  if (FILTER_NAME.test(filter)) form.filterDeveloperName = filter;
  return form;
}
