import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';

/** API licence seats, assigned to principals (a user's subject or a client id). */
export async function hasLicenceSeat(db: Kysely<Database>, principal: string): Promise<boolean> {
  const seat = await db
    .selectFrom('licence_seats')
    .select('principal')
    .where('principal', '=', principal)
    .executeTakeFirst();
  return seat !== undefined;
}

export async function assignLicenceSeats(
  db: Kysely<Database>,
  principals: string[],
  assignedBy: string,
): Promise<void> {
  if (principals.length === 0) return;
  const assignedAt = new Date().toISOString();
  await db
    .insertInto('licence_seats')
    .values(principals.map((principal) => ({ principal, assigned_at: assignedAt, assigned_by: assignedBy })))
    .onConflict((conflict) => conflict.column('principal').doNothing())
    .execute();
}

export async function revokeLicenceSeat(db: Kysely<Database>, principal: string): Promise<boolean> {
  const result = await db.deleteFrom('licence_seats').where('principal', '=', principal).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listLicenceSeats(db: Kysely<Database>) {
  return db.selectFrom('licence_seats').selectAll().orderBy('principal').execute();
}
