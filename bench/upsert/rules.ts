import os from 'node:os';
import { apiPaths } from '../../src/contract/api-paths';
import type { FieldUpdateRule } from '../../src/contract/update-rules';
import { userToken } from '../../src/service/testing/tokens';
import { startBuiltService } from '../built-service';
import { runLine, writeDocsSection } from '../docs-section';
import { sqliteStore, withCopy } from '../leads/stores';
import { CONCURRENCY, drive, upsertJobs } from './upsert-driver';

/**
 * npm run bench:upsert:rules — what field update rules and source trust (docs/survivorship.md) cost an upsert with
 * duplicate check: bench:upsert's workload (half varied copies of stored leads, half new people) against a SQLite
 * store of BENCH_RULES_RECORDS generated leads (default 100,000), on one service of one process, in alternating
 * rounds without any rule and with a rule on every field the upserts send and a ranking of sources. Alternating
 * (BENCH_RULES_ROUNDS pairs, default 2) spreads the machine's drift over both. Target (issue 45): with rules at
 * least 0.9× the upserts per second without.
 */
const RECORDS = Number(process.env['BENCH_RULES_RECORDS'] ?? 100_000);
const UPSERTS = Number(process.env['BENCH_UPSERTS'] ?? 5_000);
const ROUNDS = Number(process.env['BENCH_RULES_ROUNDS'] ?? 2);
const TARGET = 0.9;

/** A rule on every field the workload sends, each kind of rule used: the judging a write does at most. */
const RULES: FieldUpdateRule[] = [
  { field: 'FirstName', rule: 'IF_BETTER' },
  { field: 'LastName', rule: 'IF_BETTER' },
  { field: 'Email', rule: 'IF_BETTER' },
  { field: 'Phone', rule: 'IF_BETTER' },
  { field: 'Company', rule: 'IF_NEWER' },
  { field: 'City', rule: 'IF_EMPTY' },
  { field: 'Title', rule: 'OVERWRITE' },
  { field: 'LeadSource', rule: 'NEVER' },
];
/** The bench's client ranked below a CRM sync: every stored value's source is weighed. */
const SOURCES = ['crm-sync', 'integration', 'import'];

interface Round {
  rules: boolean;
  perSecond: number;
  p50: number;
  p99: number;
  matchedCopies: number;
  failures: number;
}

const store = await sqliteStore(RECORDS);
const { jobsFor } = upsertJobs(UPSERTS);
const rounds = await withCopy(store, async (dataDir) => {
  const service = await startBuiltService({ DATA_DIR: dataDir, SERVICE_PROCESSES: '1' });
  try {
    const admin = `Bearer ${await userToken(`${service.baseUrl}/oidc`, 'admin')}`;
    const put = async (path: string, body: unknown) => {
      const answer = await fetch(`${service.baseUrl}${path}`, {
        method: 'PUT',
        headers: { authorization: admin, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`PUT ${path} answered ${answer.status}: ${await answer.text()}`);
    };
    const configure = async (rules: boolean) => {
      await put(apiPaths.adminUpdateRules('Lead'), { rules: rules ? RULES : [] });
      await put(apiPaths.adminSourceTrust('Lead'), { sources: rules ? SOURCES : [] });
    };
    const written = new Map();
    const done: Round[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const rules of [false, true]) {
        await configure(rules);
        const figures = await drive([service], jobsFor(store.samples, written));
        process.stdout.write(
          `  round ${round + 1}, ${rules ? 'with rules' : 'without rules'}: ${Math.round(figures.perSecond)} upserts/s\n`,
        );
        done.push({ rules, ...figures });
      }
    }
    return done;
  } finally {
    await service.close();
  }
});

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const rateOf = (rules: boolean) =>
  mean(rounds.filter((round) => round.rules === rules).map((r) => r.perSecond));
const ratio = rateOf(true) / rateOf(false);
const text = [
  runLine(
    `${os.availableParallelism()} cores, SQLite store of ${RECORDS.toLocaleString('en')} generated leads, service ` +
      `of one process, concurrency ${CONCURRENCY}, ${UPSERTS.toLocaleString('en')} upserts with duplicate check per ` +
      `round (half varied copies of stored leads, half new people); rules: ${RULES.map(({ field, rule }) => `${field} ${rule}`).join(', ')}; ` +
      `sources ranked ${SOURCES.join(' > ')}`,
  ),
  '',
  '| round | rules | upserts/s | p50 (ms) | p99 (ms) | copies updated | failures |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...rounds.map(
    (round, index) =>
      `| ${Math.floor(index / 2) + 1} | ${round.rules ? 'every field, sources ranked' : 'none'} | **${Math.round(round.perSecond)}** | ` +
      `${round.p50.toFixed(2)} | ${round.p99.toFixed(2)} | ${(100 * round.matchedCopies).toFixed(1)} % | ${round.failures} |`,
  ),
  '',
  `With rules ÷ without (mean upserts/s of the rounds): **${ratio.toFixed(2)}×** (target ≥ ${TARGET}×) — ` +
    `${ratio >= TARGET ? 'met' : '**not met**'}.`,
].join('\n');
process.stdout.write(`\n${text}\n`);
await writeDocsSection('upsert-rules', text);
