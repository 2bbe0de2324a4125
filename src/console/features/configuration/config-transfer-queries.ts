import { mutationOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../contract/api-paths';
import type {
  ConfigImportDryRun,
  ConfigJobStarted,
  ConfigJobStatus,
  Configuration,
} from '../../../contract/config-transfer';
import { apiFetch } from '../../api/api-client';
import { awaitFinishedJob, configurationFileName } from './config-transfer';

const POLL_INTERVAL_MS = 1000;
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));

/** Starts a transfer job and answers it once it has finished; a failed job throws its message. */
async function runJob(
  startPath: string,
  statusPath: string,
  body: unknown,
): Promise<{ jobId: string; status: ConfigJobStatus }> {
  const started = await apiFetch<ConfigJobStarted>(startPath, { method: 'POST', body });
  const jobId = started.jobId!;
  const status = await awaitFinishedJob(
    () => apiFetch<ConfigJobStatus>(statusPath, { method: 'POST', body: { jobId } }),
    pause,
  );
  return { jobId, status };
}

/**
 * Exports the matching configuration: runs the export job, then downloads what it wrote, with the name of the
 * file to save it as, dated the day it was asked for.
 */
export const exportConfigurationMutationOptions = () =>
  mutationOptions({
    mutationFn: async () => {
      const fileName = configurationFileName(new Date());
      const { jobId } = await runJob(apiPaths.exportConfig, apiPaths.exportConfigJobStat, {});
      const configuration = await apiFetch<Configuration>(apiPaths.exportConfigDownload, {
        method: 'POST',
        body: { jobId },
      });
      return { configuration, fileName };
    },
  });

/** Imports a configuration and answers the finished job, whose warnings say what was left out or changed. */
export const importConfigurationMutationOptions = () =>
  mutationOptions({
    mutationFn: async (configuration: Configuration) =>
      (await runJob(apiPaths.importConfig, apiPaths.importConfigJobStat, configuration)).status,
  });

/** What importing a configuration would change, changing nothing: shown so that the import is confirmed knowingly. */
export const importDryRunMutationOptions = () =>
  mutationOptions({
    mutationFn: (configuration: Configuration) =>
      apiFetch<ConfigImportDryRun>(apiPaths.importConfigDryRun, { method: 'POST', body: configuration }),
  });
