import type { Kysely } from 'kysely';
import { parseRecordId, toId18 } from '../../contract/record-id';
import { allocateIds, OWN_KEY_PREFIXES } from '../records/id-allocator';
import { fromJson, toJson } from '../storage/json-column';
import type { Database } from '../storage/schema';

export type TransferKind = 'EXPORT' | 'IMPORT';

export interface Transfer {
  id: string;
  kind: TransferKind;
  status: 'Completed' | 'Failed';
  error: string | null;
  warnings: string[];
  result: string | null;
}

export async function recordTransfer(
  db: Kysely<Database>,
  transfer: Omit<Transfer, 'id'>,
  principal: string,
): Promise<string> {
  const [id15] = await allocateIds(db, OWN_KEY_PREFIXES.configurationTransfer, 1);
  await db
    .insertInto('config_transfers')
    .values({
      id: id15!,
      kind: transfer.kind,
      status: transfer.status,
      error: transfer.error,
      warnings: toJson(transfer.warnings),
      result: transfer.result,
      created_by: principal,
      created_at: new Date().toISOString(),
    })
    .execute();
  return toId18(id15!);
}

/** The transfer of this kind with the 15- or 18-character id, if there is one. */
export async function findTransfer(
  db: Kysely<Database>,
  kind: TransferKind,
  jobId: string,
): Promise<Transfer | undefined> {
  const id15 = parseRecordId(jobId);
  if (!id15) return undefined;
  const row = await db
    .selectFrom('config_transfers')
    .selectAll()
    .where('id', '=', id15)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return (
    row && {
      id: toId18(row.id),
      kind: row.kind,
      status: row.status as Transfer['status'],
      error: row.error,
      warnings: fromJson<string[]>(row.warnings, 'config_transfers.warnings'),
      result: row.result,
    }
  );
}
