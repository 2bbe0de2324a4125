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
 * Refuses a read of a record merged away, naming the record it lives on in: its master, or where that master was
 * merged in turn. Returns when the id was never merged away.
 */
export async function refuseMergedAway(
  db: Kysely<Database>,
  recordType: string,
  id15: string,
): Promise<void> {
  const tombstone = (id: string) =>
    db.selectFrom('merged_records').selectAll().where('id', '=', id).executeTakeFirst();
  const first = await tombstone(id15);
  if (!first || first.record_type !== recordType) return;
  let master = first.master_id;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const next = await tombstone(master);
    if (!next) break;
    master = next.master_id;
  }
  throw new MergedAway(
    `${recordType} ${toId18(id15)} was merged into ${toId18(master)} at ${first.merged_at}`,
    master,
  );
}
