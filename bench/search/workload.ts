import type { SearchInput } from '../../src/contract/search';
import type { RecordValues } from '../../src/service/records/record-store';
import { LEAD_SEED } from '../leads/lead-data';
import { workload, type Job } from '../leads/workload';

export const WARM_UP = 300;
/** Each workload runs one request at a time, then eight in flight as bench:upsert sends them. */
export const CONCURRENCIES = [1, 8] as const;

/** The prefix of Lead: searches are for leads, and only lead results count as matches. */
export const LEAD_PREFIX = '00Q';

export interface Jobs {
  warmUp: Job[];
  measured: Job[];
}

/** bench:upsert's workload on the store's samples: the same jobs for the service and the pg_trgm baseline. */
export function searchJobs(samples: RecordValues[], searches: number): Jobs {
  const jobs = workload(samples, WARM_UP + searches, LEAD_SEED);
  return { warmUp: jobs.slice(0, WARM_UP), measured: jobs.slice(WARM_UP) };
}

/** The body an integration posts: every value as a string, empty fields left out. */
export function searchInput(job: Job): SearchInput {
  const objectData = Object.fromEntries(
    Object.entries(job.objectData)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([field, value]) => [field, String(value)]),
  );
  return { objectPrefix: LEAD_PREFIX, objectData };
}

/** What an answer to one job amounts to, whoever gave it. */
export interface Answer {
  matches: number;
  /** For a copy: whether the lead it was made from is among the matches. */
  foundSource: boolean;
}

export interface Quality {
  /** Share of copies whose source was found. */
  recall: number;
  /** Share of new people with any match. */
  newMatched: number;
}

/** A failed request counts as neither finding a copy nor matching a new person. */
export function quality(jobs: Job[], answers: (Answer | undefined)[]): Quality {
  const share = (isCopy: boolean, hit: (answer: Answer) => boolean) => {
    const indexes = jobs.flatMap((job, index) => (job.isCopy === isCopy ? [index] : []));
    const hits = indexes.filter((index) => answers[index] !== undefined && hit(answers[index]));
    return hits.length / indexes.length;
  };
  return {
    recall: share(true, (answer) => answer.foundSource),
    newMatched: share(false, (answer) => answer.matches > 0),
  };
}
