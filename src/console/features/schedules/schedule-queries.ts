import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../contract/api-paths';
import type {
  Schedule,
  ScheduleInput,
  ScheduleList,
  ScheduleRun,
  ScheduleRunList,
  ScheduleTimes,
  ScheduleTimesInput,
} from '../../../contract/schedules';
import { apiFetch } from '../../api/api-client';

export const scheduleKeys = {
  all: ['schedules'] as const,
  list: () => [...scheduleKeys.all, 'list'] as const,
  detail: (id: string) => [...scheduleKeys.all, 'detail', id] as const,
  runs: (id: string) => [...scheduleKeys.all, 'runs', id] as const,
  times: (times: ScheduleTimesInput) => [...scheduleKeys.all, 'times', times] as const,
};

/** How often a list with a run still going is read again. */
const RUNNING_MS = 2000;
const going = (run: ScheduleRun | null) => run?.job?.status === 'QUEUED' || run?.job?.status === 'RUNNING';

export const schedulesQueryOptions = () =>
  queryOptions({
    queryKey: scheduleKeys.list(),
    queryFn: ({ signal }) => apiFetch<ScheduleList>(apiPaths.schedules, { signal }),
    select: (list) => list.schedules,
    refetchInterval: (query) =>
      query.state.data?.schedules.some((schedule) => going(schedule.lastRun)) ? RUNNING_MS : false,
  });

export const scheduleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: scheduleKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<Schedule>(apiPaths.schedule(id), { signal }),
  });

export const scheduleRunsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: scheduleKeys.runs(id),
    queryFn: ({ signal }) => apiFetch<ScheduleRunList>(apiPaths.scheduleRuns(id), { signal }),
    select: (list) => list.runs,
    refetchInterval: (query) => (query.state.data?.runs.some(going) ? RUNNING_MS : false),
  });

/** The expression in words and its next times, as the service reads them, before they are saved. */
export const scheduleTimesQueryOptions = (times: ScheduleTimesInput) =>
  queryOptions({
    queryKey: scheduleKeys.times(times),
    queryFn: ({ signal }) =>
      apiFetch<ScheduleTimes>(apiPaths.scheduleTimes, { method: 'POST', body: times, signal }),
    enabled: times.cron.trim() !== '' && times.timeZone.trim() !== '',
    retry: false,
    staleTime: 60_000,
  });

/** Saves a new schedule (no id) or changes one. */
export const saveScheduleMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ id, input }: { id: string | undefined; input: ScheduleInput }) =>
      id === undefined
        ? apiFetch<Schedule>(apiPaths.schedules, { method: 'POST', body: input })
        : apiFetch<Schedule>(apiPaths.schedule(id), { method: 'PUT', body: input }),
  });

export const deleteScheduleMutationOptions = () =>
  mutationOptions({
    mutationFn: (id: string) => apiFetch<void>(apiPaths.schedule(id), { method: 'DELETE' }),
  });

export const runScheduleMutationOptions = () =>
  mutationOptions({
    mutationFn: (id: string) => apiFetch<ScheduleRun>(apiPaths.scheduleRuns(id), { method: 'POST' }),
  });
