import pg from 'pg';
import { startPostgres } from '../../src/service/testing/postgres-server';
import { LEAD_SEED, leadGenerator } from '../leads/lead-data';
import type { Job } from '../leads/workload';
import { measure, type Measured } from './driver';
import { createDatabase, onServer } from '../leads/stores';
import { CONCURRENCIES, quality, type Answer, type Jobs, type Quality } from './workload';

const BATCH = 10_000;
const POOL_SIZE = 8;
const COLUMNS = ['first_name', 'last_name', 'company', 'email', 'phone', 'city'] as const;
const FIELDS = ['FirstName', 'LastName', 'Company', 'Email', 'Phone', 'City'] as const;

/** Candidates by trigram similarity of the full name or the e-mail, best 10: what a plain PostgreSQL offers. */
const QUERY = `select id from leads
where (first_name || ' ' || last_name) % $1 or email % $2
order by greatest(similarity(first_name || ' ' || last_name, $1), similarity(email, $2)) desc
limit 10`;

export type BaselinePhase = Omit<Measured<Answer>, 'outcomes'> & Quality;

export interface BaselineRun {
  leads: number;
  phases: BaselinePhase[];
}

/**
 * The pg_trgm baseline at every store size: the leads the stores hold (the generated ones; the demo leads left out)
 * in a plain table with trigram indexes, queried directly with the service's jobs. One throwaway server, one
 * database per size.
 */
export async function trgmBaselines(jobsByLeads: Map<number, Jobs>): Promise<BaselineRun[]> {
  const server = await startPostgres();
  try {
    const runs: BaselineRun[] = [];
    for (const [leads, jobs] of jobsByLeads) {
      const name = `trgm_${leads}`;
      const pool = new pg.Pool({ connectionString: await createDatabase(server.url, name), max: POOL_SIZE });
      try {
        runs.push({ leads, phases: await baseline(pool, leads, jobs) });
      } finally {
        await pool.end();
      }
      await onServer(server.url, `drop database ${name}`);
    }
    return runs;
  } finally {
    server.stop();
  }
}

async function baseline(pool: pg.Pool, leads: number, jobs: Jobs): Promise<BaselinePhase[]> {
  const label = `pg_trgm ${leads.toLocaleString('en')}`;
  process.stdout.write(`${label}: loading the leads\n`);
  const started = performance.now();
  const emails = [...jobs.warmUp, ...jobs.measured].flatMap((job) =>
    job.isCopy ? [String(job.source['Email'])] : [],
  );
  const rowIds = await load(pool, leads, new Set(emails));
  process.stdout.write(`  loaded and indexed in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
  const send = async (job: Job): Promise<Answer> => {
    const { FirstName, LastName, Email } = job.objectData;
    const { rows } = await pool.query<{ id: string }>(QUERY, [`${FirstName} ${LastName}`, Email]);
    const sourceId = job.isCopy ? rowIds.get(String(job.source['Email'])) : undefined;
    return {
      matches: rows.length,
      foundSource: sourceId !== undefined && rows.some((row) => Number(row.id) === sourceId),
    };
  };
  const phases: BaselinePhase[] = [];
  for (const concurrency of CONCURRENCIES) {
    process.stdout.write(
      `${label}: ${jobs.measured.length.toLocaleString('en')} queries at concurrency ${concurrency}\n`,
    );
    await measure(jobs.warmUp, concurrency, send);
    const { outcomes, ...figures } = await measure(jobs.measured, concurrency, send);
    phases.push({ ...figures, ...quality(jobs.measured, outcomes) });
  }
  return phases;
}

/**
 * Writes the same sequence of leads the store builder writes, numbered 1..count, and answers the row ids of the
 * e-mails asked for (the copies' sources: generated e-mails are unique).
 */
async function load(pool: pg.Pool, count: number, emails: Set<string>): Promise<Map<string, number>> {
  await pool.query(
    'create table leads (id bigint primary key, first_name text, last_name text, company text, email text, phone text, city text)',
  );
  const next = leadGenerator(LEAD_SEED);
  const rowIds = new Map<string, number>();
  for (let done = 0; done < count; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - done) }, next);
    rows.forEach((row, index) => {
      const email = String(row['Email']);
      if (emails.has(email)) rowIds.set(email, done + index + 1);
    });
    await pool.query(
      `insert into leads (id, ${COLUMNS.join(', ')})
       select * from unnest($1::bigint[], ${COLUMNS.map((_, index) => `$${index + 2}::text[]`).join(', ')})`,
      [
        rows.map((_, index) => done + index + 1),
        ...FIELDS.map((field) => rows.map((row) => String(row[field]))),
      ],
    );
  }
  const missing = [...emails].filter((email) => !rowIds.has(email));
  if (missing.length > 0) {
    throw new Error(
      `${missing.length} of the store's samples are not among the first ${count} generated leads ` +
        `(e.g. ${missing[0]}): the store builder no longer writes leadGenerator(LEAD_SEED)'s sequence`,
    );
  }
  await pool.query('create extension pg_trgm');
  await pool.query(`create index on leads using gin ((first_name || ' ' || last_name) gin_trgm_ops)`);
  await pool.query('create index on leads using gin (email gin_trgm_ops)');
  await pool.query('analyze leads');
  return rowIds;
}
