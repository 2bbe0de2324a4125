import type { Kysely } from 'kysely';
import type { SalesforceErrorBody } from '../../contract/errors';
import { toId18 } from '../../contract/record-id';
import { ApiError } from '../http/api-error';
import type { Database } from '../storage/schema';

/** A record merged into another: 404 ENTITY_IS_DELETED, saying where it went. */
class MergedAway extends ApiError {
  readonly masterId15: string;

  constructor(message: string, masterId15: string) {
    super(404, 'ENTITY_IS_DELETED', message);
    this.masterId15 = masterId15;
  }

  override get body(): SalesforceErrorBody {
    return [{ errorCode: this.errorCode, message: this.message, masterRecordId: toId18(this.masterId15) }];
  }
}

/** Merges followed at most this far: a master merged away in turn points on. */
const MAX_HOPS = 20;

/**
 * Where a record merged away lives on: its master, or where that master was merged in turn; undefined when the id
 * was never merged away.
 */
export async function mergedInto(
  db: Kysely<Database>,
  id15: string,
): Promise<{ recordType: string; masterId15: string; mergedAt: string } | undefined> {
  const tombstone = (id: string) =>
    db.selectFrom('merged_records').selectAll().where('id', '=', id).executeTakeFirst();
  const first = await tombstone(id15);
  if (!first) return undefined;
  let master = first.master_id;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const next = await tombstone(master);
    if (!next) break;
    master = next.master_id;
  }
  return { recordType: first.record_type, masterId15: master, mergedAt: first.merged_at };
}

/** Refuses a read of a record merged away, naming the record it lives on in. Returns when it was never merged away. */
export async function refuseMergedAway(
  db: Kysely<Database>,
  recordType: string,
  id15: string,
): Promise<void> {
  const merged = await mergedInto(db, id15);
  if (!merged || merged.recordType !== recordType) return;
  throw new MergedAway(
    `${recordType} ${toId18(id15)} was merged into ${toId18(merged.masterId15)} at ${merged.mergedAt}`,
    merged.masterId15,
  );
}
