import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import { fromJson, toJson } from '../storage/json-column';
import type { Database } from '../storage/schema';

export interface ProviderKeys {
  signingKey: JWK;
  cookieKeys: string[];
}

/**
 * The provider's signing key and cookie keys, made on first start and kept in the database: tokens and sessions
 * stay valid across restarts and across instances sharing the database.
 */
export async function loadOrCreateProviderKeys(db: Kysely<Database>): Promise<ProviderKeys> {
  const stored = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'oidc.keys')
    .executeTakeFirst();
  if (stored) return fromJson<ProviderKeys>(stored.value, 'settings[oidc.keys]');
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    alg: 'RS256',
    use: 'sig',
    kid: randomBytes(8).toString('hex'),
  };
  const keys: ProviderKeys = { signingKey, cookieKeys: [randomBytes(32).toString('base64url')] };
  // Two instances starting together on one database: the first write wins, both use it.
  await db
    .insertInto('settings')
    .values({ key: 'oidc.keys', value: toJson(keys) })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const winner = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'oidc.keys')
    .executeTakeFirstOrThrow();
  return fromJson<ProviderKeys>(winner.value, 'settings[oidc.keys]');
}

/** The public half of a private JWK, as the issuer publishes it. */
export function publicJwk({ kty, n, e, crv, x, y, kid, alg, use }: JWK): JWK {
  return Object.fromEntries(
    Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, value]) => value !== undefined),
  ) as JWK;
}
