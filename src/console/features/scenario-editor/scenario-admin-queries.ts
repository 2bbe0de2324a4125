import { mutationOptions, queryOptions, skipToken } from '@tanstack/react-query';
import { apiPaths } from '../../../contract/api-paths';
import type { IndexBuildList } from '../../../contract/index-builds';
import type { AdminScenario, AdminScenarioList, ScenarioInput } from '../../../contract/scenario-admin';
import type { ScenarioPreview, ScenarioPreviewInput } from '../../../contract/scenario-preview';
import { apiFetch } from '../../api/api-client';

export const adminScenarioKeys = {
  all: ['admin-scenarios'] as const,
  list: (objectName: string) => [...adminScenarioKeys.all, 'list', objectName] as const,
  detail: (scenarioId: string) => [...adminScenarioKeys.all, 'detail', scenarioId] as const,
  previews: () => [...adminScenarioKeys.all, 'preview'] as const,
  preview: (input: ScenarioPreviewInput | undefined) => [...adminScenarioKeys.previews(), input] as const,
  indexBuilds: () => [...adminScenarioKeys.all, 'index-builds'] as const,
};

/** How often a running index build's progress is read again. */
const PROGRESS_MS = 1000;

/** The match index build of a record type, running or last completed; read again every second while it runs. */
export const indexBuildQueryOptions = (objectName: string) =>
  queryOptions({
    queryKey: adminScenarioKeys.indexBuilds(),
    queryFn: ({ signal }) => apiFetch<IndexBuildList>(apiPaths.adminIndexBuilds, { signal }),
    select: (output) => output.indexBuilds.find((build) => build.objectName === objectName),
    refetchInterval: (query) =>
      query.state.data?.indexBuilds.some((build) => build.status === 'BUILDING') ? PROGRESS_MS : false,
  });

/** Every scenario of a record type, hidden ones included. */
export const adminScenariosQueryOptions = (objectName: string) =>
  queryOptions({
    queryKey: adminScenarioKeys.list(objectName),
    queryFn: ({ signal }) =>
      apiFetch<AdminScenarioList>(apiPaths.adminScenarios, { query: { objectName }, signal }),
    select: (output) => output.scenarios,
  });

export const adminScenarioQueryOptions = (scenarioId: string) =>
  queryOptions({
    queryKey: adminScenarioKeys.detail(scenarioId),
    queryFn: ({ signal }) => apiFetch<AdminScenario>(apiPaths.adminScenario(scenarioId), { signal }),
  });

/**
 * A draft scored on the labelled pairs; it changes nothing, so it is a query keyed by the draft, and an earlier
 * draft's answer stays shown while the next one's is scored. No draft (the form is not valid) asks nothing.
 */
export const scenarioPreviewQueryOptions = (input: ScenarioPreviewInput | undefined) =>
  queryOptions({
    queryKey: adminScenarioKeys.preview(input),
    queryFn: input
      ? ({ signal }) =>
          apiFetch<ScenarioPreview>(apiPaths.adminScenarioPreview, { method: 'POST', body: input, signal })
      : skipToken,
    placeholderData: (previous) => previous,
    staleTime: 60_000,
    retry: false,
  });

/** Creates a scenario, or replaces the stored one named by `scenarioId`. */
export const saveScenarioMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ scenarioId, input }: { scenarioId: string | undefined; input: ScenarioInput }) =>
      scenarioId
        ? apiFetch<AdminScenario>(apiPaths.adminScenario(scenarioId), { method: 'PUT', body: input })
        : apiFetch<AdminScenario>(apiPaths.adminScenarios, { method: 'POST', body: input }),
  });

export const deleteScenarioMutationOptions = () =>
  mutationOptions({
    mutationFn: (scenarioId: string) =>
      apiFetch<void>(apiPaths.adminScenario(scenarioId), { method: 'DELETE' }),
  });
