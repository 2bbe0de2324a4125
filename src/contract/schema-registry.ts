import * as address from './address';
import * as audit from './audit';
import * as batchUpsert from './batch-upsert';
import * as contactValidation from './contact-validation';
import * as dashboard from './dashboard';
import * as decisions from './decisions';
import * as errors from './errors';
import * as explain from './explain';
import * as filters from './filters';
import * as jobs from './jobs';
import * as licenses from './licenses';
import * as matching from './matching';
import * as merge from './merge';
import * as potentialDuplicates from './potential-duplicates';
import * as recordList from './record-list';
import * as recordRef from './record-ref';
import * as records from './records';
import * as reviewBatches from './review-batches';
import * as reviewQueue from './review-queue';
import * as scenarios from './scenarios';
import * as search from './search';
import * as signInLocks from './sign-in-locks';
import * as sobjects from './sobjects';
import * as upsert from './upsert';
import * as wordLists from './word-lists';

/** Every named wire shape, keyed by its title: the OpenAPI document lists them all as components. */
export const CONTRACT_SCHEMAS: Record<string, object> = Object.fromEntries(
  [
    address,
    audit,
    batchUpsert,
    contactValidation,
    dashboard,
    decisions,
    errors,
    explain,
    filters,
    jobs,
    licenses,
    matching,
    merge,
    potentialDuplicates,
    recordList,
    recordRef,
    records,
    reviewBatches,
    reviewQueue,
    scenarios,
    search,
    signInLocks,
    sobjects,
    upsert,
    wordLists,
  ]
    .flatMap((module) => Object.values(module))
    .filter(
      (value): value is { title: string } => typeof value === 'object' && value !== null && 'title' in value,
    )
    .map((schema) => [schema.title, schema]),
);
