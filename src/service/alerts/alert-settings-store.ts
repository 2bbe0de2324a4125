import type { Kysely } from 'kysely';
import { DEFAULT_ALERT_SETTINGS, type AlertSettings } from '../../contract/alerts';
import type { Database } from '../storage/schema';

const KEY = 'alert_settings';

/** The admin's alert settings, each setting not stored taking its default. */
export async function alertSettings(db: Kysely<Database>): Promise<AlertSettings> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
  const stored = row ? (JSON.parse(row.value) as Partial<AlertSettings>) : {};
  return { ...DEFAULT_ALERT_SETTINGS, ...stored };
}

export async function setAlertSettings(db: Kysely<Database>, settings: AlertSettings): Promise<void> {
  const value = JSON.stringify(settings);
  await db
    .insertInto('settings')
    .values({ key: KEY, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}
