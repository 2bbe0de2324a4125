import type { Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { fromJson, toJson } from '../storage/json-column';
import type { Database } from '../storage/schema';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Keeps the provider's sessions, grants, codes and refresh tokens in our database, so a restart signs nobody out
 * and several service instances share one provider state.
 */
export function oidcAdapterFactory(db: Kysely<Database>) {
  return class DatabaseAdapter implements Adapter {
    private readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const row = {
        payload: toJson(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresIn ? nowSeconds() + expiresIn : null,
        consumed_at: null,
      };
      await db
        .insertInto('oidc_payloads')
        .values({ model: this.model, id, ...row })
        .onConflict((conflict) => conflict.columns(['model', 'id']).doUpdateSet(row))
        .execute();
    }

    private async findWhere(
      column: 'id' | 'uid' | 'user_code',
      value: string,
    ): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom('oidc_payloads')
        .select(['payload', 'expires_at', 'consumed_at'])
        .where('model', '=', this.model)
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row || (row.expires_at !== null && row.expires_at <= nowSeconds())) return undefined;
      const payload = fromJson<AdapterPayload>(row.payload, 'oidc_payloads.payload');
      return row.consumed_at === null ? payload : { ...payload, consumed: row.consumed_at };
    }

    find(id: string) {
      return this.findWhere('id', id);
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('oidc_payloads')
        .set({ consumed_at: nowSeconds() })
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db.deleteFrom('oidc_payloads').where('model', '=', this.model).where('id', '=', id).execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
    }
  };
}

/** Drops expired provider records; called at start so the table does not grow without bound. */
export async function purgeExpiredOidcPayloads(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('oidc_payloads').where('expires_at', '<=', nowSeconds()).execute();
}
