import { apiPaths } from '../../src/contract/api-paths';
import type { UpsertDataOutput } from '../../src/contract/upsert';
import type { RecordValues } from '../../src/service/records/record-store';
import type { ServiceProcess } from '../../src/service/testing/service-process';
import { clientCredentialsToken } from '../../src/service/testing/tokens';
import { httpClient } from '../http-client';
import { LEAD_SEED } from '../leads/lead-data';
import { workload, type Job } from '../leads/workload';
import { percentile } from '../match-quality/metrics';
import { treeResidentMb } from '../process-tree';

/** Requests in flight, as a busy integration keeps them. */
export const CONCURRENCY = 8;
/** Upserts sent before measuring: the service's caches and the JIT warmed. */
const WARM_UP = 300;

/**
 * The upserts of a run, `upserts` measured after the warm-up. Every run gets jobs of its own: its new people must be new to a store an earlier run already wrote to. Copies
 * of the store's samples are updates in every run, each varied from what the store holds for its sample: `written`
 * is per store (a copy of a SQLite store, or the PostgreSQL store its runs share).
 */
let runs = 0;

export function upsertJobs(upserts: number) {
  const jobsFor = (samples: RecordValues[], written: Map<RecordValues, RecordValues>) =>
    workload(samples, upserts + WARM_UP, LEAD_SEED + 100 * ++runs, written);
  /** As many leads, all new people: what the no-check floor inserts. */
  const newPeople = (samples: RecordValues[]) => {
    const jobs = () => jobsFor(samples, new Map()).filter((job) => !job.isCopy);
    return [...jobs(), ...jobs()].slice(0, upserts + WARM_UP);
  };
  return { jobsFor, newPeople };
}

/** Sends the jobs with CONCURRENCY in flight, spread over the instances; answers the figures of the measured part. */
export async function drive(instances: ServiceProcess[], jobs: Job[], duplicateCheck = true) {
  const token = await clientCredentialsToken(`${instances[0]!.baseUrl}/oidc`);
  const clients = instances.map((instance) => httpClient(instance.baseUrl, CONCURRENCY));
  const send = async (job: Job, index: number): Promise<UpsertDataOutput | undefined> => {
    const response = await clients[index % clients.length]!.request(
      'POST',
      apiPaths.upsert,
      { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      JSON.stringify({
        input: { allOrNone: true, duplicateCheck, objectType: 'Lead', objectData: job.objectData },
      }),
    );
    const output = JSON.parse(response.body) as UpsertDataOutput;
    return response.status === 200 && output.isSuccess ? output : undefined;
  };
  const run = async (batch: Job[]) => {
    const latencies: number[] = [];
    const outcomes: (UpsertDataOutput | undefined)[] = new Array(batch.length);
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < batch.length) {
          const index = next++;
          const start = performance.now();
          outcomes[index] = await send(batch[index]!, index);
          latencies.push(performance.now() - start);
        }
      }),
    );
    return { seconds: (performance.now() - started) / 1000, latencies, outcomes };
  };
  try {
    await run(jobs.slice(0, WARM_UP));
    const measured = jobs.slice(WARM_UP);
    const { seconds, latencies, outcomes } = await run(measured);
    latencies.sort((a, b) => a - b);
    const share = (isCopy: boolean) => {
      const of = measured.filter((job) => job.isCopy === isCopy);
      const matched = measured.filter(
        (job, index) => job.isCopy === isCopy && outcomes[index]?.isCreated === false,
      );
      return matched.length / of.length;
    };
    return {
      upserts: measured.length,
      perSecond: measured.length / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      matchedCopies: share(true),
      matchedNew: share(false),
      failures: outcomes.filter((outcome) => !outcome).length,
      rssMb: instances.reduce((sum, instance) => sum + treeResidentMb(instance.pid), 0),
    };
  } finally {
    for (const client of clients) client.close();
  }
}
