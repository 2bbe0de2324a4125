import { apiPaths } from '../../src/contract/api-paths';
import type { DashboardSummary } from '../../src/contract/dashboard';
import { userToken } from '../../src/service/testing/tokens';
import { startBuiltService } from '../built-service';
import { runLine, writeDocsSection } from '../docs-section';
import { httpClient } from '../http-client';
import { timeLeadJob } from '../jobs/job-timing';
import { sqliteStore, withCopy } from '../leads/stores';

/**
 * npm run bench:dashboard — the console's home summary over the generated lead stores (bench/leads, as
 * bench:search's) after a duplicate job over every lead, so its groups are open for review: one request at a time,
 * as a steward (every figure but the admin's) and as an admin, beside the floor of the same service in the same
 * run (an authenticated GET of the Lead scenarios). Before it, 2,000 varied copies of stored leads are upserted, each
 * logged for review beside the lead it resembles. BENCH_DASHBOARD_SIZES: lead counts, default 1,000,000.
 */
const SIZES = (process.env['BENCH_DASHBOARD_SIZES'] ?? '1000000').split(',').map(Number);
const REQUESTS = 300;
const WARM_UP = 30;
const LOGGED_PAIRS = 2000;

interface Latency {
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;

async function latency(send: () => Promise<number>): Promise<Latency> {
  for (let i = 0; i < WARM_UP; i++) await send();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const status = await send();
    times.push(performance.now() - started);
    if (status !== 200) throw new Error(`answered ${status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

interface Row {
  leads: number;
  openGroups: number;
  openPairs: number;
  steward: Latency;
  admin: Latency;
  floor: Latency;
}

const rows: Row[] = [];
for (const leads of SIZES) {
  const store = await sqliteStore(leads);
  await withCopy(store, async (dir) => {
    // The job over a million leads can outlast the default ten-minute token on a busy machine.
    const env = { DATA_DIR: dir, ADDRESS_WARMUP: 'false', ACCESS_TOKEN_TTL: '3600' };
    const service = await startBuiltService(env);
    try {
      const job = await timeLeadJob(service.baseUrl, env);
      process.stdout.write(
        `SQLite ${leads}: job over every lead in ${job.seconds.toFixed(1)} s, ${job.groups} groups\n`,
      );
      const issuer = `${service.baseUrl}/oidc`;
      const [steward, admin] = [
        await userToken(issuer, 'steward', 'steward'),
        await userToken(issuer, 'admin', 'admin'),
      ];
      const client = httpClient(service.baseUrl, 1);
      const get = (path: string, token: string) =>
        client.request('GET', path, { authorization: `Bearer ${token}` });
      // Varied copies of stored leads, each logged for review beside the lead it resembles.
      for (const sample of store.samples.slice(0, LOGGED_PAIRS)) {
        // A misspelt first name and no e-mail: like the lead, not the same for certain, so logged, not updated.
        const { Email: _email, ...rest } = sample;
        const objectData = { ...rest, FirstName: `${String(sample['FirstName'] ?? '')}x` };
        const body = JSON.stringify({
          input: { objectType: 'Lead', objectData, duplicateCheck: true, duplicateScore: 100 },
        });
        const headers = { authorization: `Bearer ${steward}`, 'content-type': 'application/json' };
        const answer = await client.request('POST', apiPaths.upsert, headers, body);
        if (answer.status !== 200) throw new Error(`upsert answered ${answer.status}: ${answer.body}`);
      }
      const summary = JSON.parse((await get(apiPaths.dashboard, steward)).body) as DashboardSummary;
      const openOf = (source: string) =>
        summary.openReview.find((count) => count.objectType === 'Lead' && count.source === source)?.open ?? 0;
      const row: Row = {
        leads,
        openGroups: openOf('JOB'),
        openPairs: openOf('UPSERT'),
        steward: await latency(async () => (await get(apiPaths.dashboard, steward)).status),
        admin: await latency(async () => (await get(apiPaths.dashboard, admin)).status),
        floor: await latency(
          async () => (await get(`${apiPaths.scenarios}?objectName=Lead`, steward)).status,
        ),
      };
      client.close();
      rows.push(row);
      process.stdout.write(
        `  dashboard p50 ${row.steward.p50.toFixed(2)} ms, p99 ${row.steward.p99.toFixed(2)} ms ` +
          `(floor p50 ${row.floor.p50.toFixed(2)} ms)\n`,
      );
    } finally {
      await service.close();
    }
  });
}

const ms = (value: number) => value.toFixed(2);
const table = [
  '| leads | open groups | open logged pairs | as | p50 ms | p99 ms | p50 ÷ floor p50 | target p99 |',
  '| ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |',
  ...rows.flatMap((row) =>
    (
      [
        ['steward', row.steward],
        ['admin', row.admin],
        ['floor: GET scenarios', row.floor],
      ] as const
    ).map(
      ([who, figures]) =>
        `| ${row.leads.toLocaleString('en')} | ${row.openGroups.toLocaleString('en')} | ` +
        `${row.openPairs.toLocaleString('en')} | ${who} | ${ms(figures.p50)} | ` +
        `${ms(figures.p99)} | ${(figures.p50 / row.floor.p50).toFixed(1)}× | ${who === 'floor: GET scenarios' ? '' : '≤ 50'} |`,
    ),
  ),
].join('\n');
await writeDocsSection(
  'dashboard',
  `${runLine(`SQLite, the service as npm start runs it, ${REQUESTS} requests one at a time after ${WARM_UP} to warm up`)}\n\n${table}`,
);
process.stdout.write(`${table}\n`);
