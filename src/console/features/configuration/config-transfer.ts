import type { ConfigJobStatus, Configuration } from '../../../contract/config-transfer';

/** The name an export is saved under, dated so that exports taken on several days sort and stay apart. */
export const configurationFileName = (at: Date) =>
  `steward-configuration-${at.toISOString().slice(0, 10)}.json`;

export type ParsedConfigurationFile = { configuration: Configuration } | { problem: string };

/**
 * A chosen file read as a configuration export. Only what tells a wrong file from an export is checked here; the
 * service checks the rest and names the field it refuses.
 */
export function parseConfigurationFile(text: string): ParsedConfigurationFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { problem: `The file is not JSON: ${(error as Error).message}` };
  }
  if (typeof parsed !== 'object' || parsed === null || !Array.isArray((parsed as Configuration).objects)) {
    return { problem: 'The file is JSON but not a configuration export: it has no list of objects.' };
  }
  return { configuration: parsed as Configuration };
}

const FINISHED = ['Completed', 'Failed'];

/**
 * Reads a job's status until it has finished, waiting between reads. The service finishes its transfers within
 * the request that starts them, so the first read usually finds them done; the original's may take a while.
 */
export async function awaitFinishedJob(
  readStatus: () => Promise<ConfigJobStatus>,
  wait: () => Promise<void>,
): Promise<ConfigJobStatus> {
  for (;;) {
    const status = await readStatus();
    if (FINISHED.includes(status.jobInfo?.Status ?? '')) return status;
    await wait();
  }
}
