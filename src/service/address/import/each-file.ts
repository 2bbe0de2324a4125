import type { FileResult } from './import-file';
import type { ImportProgress } from './import-progress';
import { startReadingWorker, type ReadingWorker } from './reading-worker';

/**
 * Where files are read and their rows built. 'auto' is a worker thread, so that reading and writing use a core
 * each, and this thread when no worker can start.
 */
export type ReadingThread = 'auto' | 'worker' | 'main';

/** A file to import: where it is and how large, for the progress shown while it is read. */
interface PlannedFile {
  file: string;
  bytes: number;
}

type ImportOne<Plan> = (
  plan: Plan,
  onProgress: (rows: number, bytesRead: number) => void,
  reader: ReadingWorker | undefined,
) => Promise<FileResult>;

/**
 * Imports files one after the other, each with its progress shown, reading them on one worker thread when the
 * thread allows. When a file fails, `afterFailure` tells running services what was stored before it.
 */
export async function importEachFile<Plan extends PlannedFile>(
  plans: readonly Plan[],
  progress: ImportProgress,
  thread: ReadingThread,
  importOne: ImportOne<Plan>,
  afterFailure: () => Promise<unknown>,
): Promise<FileResult[]> {
  const reader = thread === 'main' ? undefined : await startReadingWorker();
  if (thread === 'worker' && !reader) throw new Error('the reading thread could not start');
  const files: FileResult[] = [];
  try {
    for (const plan of plans) {
      progress.start(plan.file, plan.bytes);
      try {
        files.push(await importOne(plan, (rows, bytesRead) => progress.update(rows, bytesRead), reader));
      } finally {
        progress.stop();
      }
    }
  } catch (error) {
    // The failure is what the user must hear about; a version bump that fails as well adds nothing to it.
    await afterFailure().catch(() => undefined);
    throw error;
  } finally {
    await reader?.close();
  }
  return files;
}
