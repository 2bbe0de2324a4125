import { apiPaths } from '../../src/contract/api-paths';
import type { Job } from '../../src/contract/jobs';
import { userToken } from '../../src/service/testing/tokens';
import { openStore } from '../../src/service/storage/database';
import { loadConfig } from '../../src/service/config/env';

export interface JobRun {
  seconds: number;
  records: number;
  pairs: number;
  groups: number;
  /** Chunks each instance's processes searched, when several instances shared the job. */
  workers: number;
}

/** Starts a Lead job on the service as the demo steward and waits for it to end; answers how long it took. */
export async function timeLeadJob(baseUrl: string, env: Record<string, string>): Promise<JobRun> {
  const token = await userToken(`${baseUrl}/oidc`, 'steward', 'steward');
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Job;
  };
  const started = performance.now();
  let job = await call('POST', apiPaths.jobs, { objectType: 'Lead' });
  while (job.status === 'QUEUED' || job.status === 'RUNNING') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    job = await call('GET', apiPaths.job(job.id));
  }
  const seconds = (performance.now() - started) / 1000;
  if (job.status !== 'DONE') throw new Error(`the job ended ${job.status}: ${job.errorMessage}`);
  const store = openStore(loadConfig({ ...env, LOG_LEVEL: 'silent' }).database);
  try {
    const workers = await store.db
      .selectFrom('duplicate_job_chunks')
      .select('claimed_by')
      .distinct()
      .where('job_id', '=', job.id)
      .execute();
    return {
      seconds,
      records: job.progress.recordsDone,
      pairs: job.progress.pairsFound,
      groups: job.groupCount ?? 0,
      workers: workers.length,
    };
  } finally {
    await store.close();
  }
}

/**
 * The floor of any job: every lead read once, in id order, a chunk of 500 at a time, as the job reads them, with
 * nothing matched. Measured on the same store in the same run.
 */
export async function timeReadingEveryLead(env: Record<string, string>): Promise<number> {
  const store = openStore(loadConfig({ ...env, LOG_LEVEL: 'silent' }).database);
  try {
    const started = performance.now();
    let after = '';
    for (;;) {
      const rows = await store.db
        .selectFrom('records')
        .select(['id', 'data'])
        .where('record_type', '=', 'Lead')
        .where('id', '>', after)
        .orderBy('id')
        .limit(500)
        .execute();
      for (const row of rows) JSON.parse(row.data);
      if (rows.length < 500) break;
      after = rows.at(-1)!.id;
    }
    return (performance.now() - started) / 1000;
  } finally {
    await store.close();
  }
}
