import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '../storage/database';
import type { Database } from '../storage/schema';
import type { MatchingConfiguration } from './matching-configuration';
import { readMatchingVersion, readMatchingVersionForWrite } from './matching-version';

interface Loaded {
  version: number;
  configuration: MatchingConfiguration;
}

/**
 * The matching configuration in force. Each use reads the stored configuration version (one primary-key lookup)
 * and reloads when it is newer than the one held, so a word list changed through this process or another one
 * sharing the database applies from the next search on. Concurrent uses share one reload.
 */
export class CurrentMatching {
  private loaded: Loaded;
  private reloading: Promise<void> | undefined;
  private readonly db: Kysely<Database>;
  private readonly load: (db: Kysely<Database>) => Promise<MatchingConfiguration>;

  private constructor(
    db: Kysely<Database>,
    load: (db: Kysely<Database>) => Promise<MatchingConfiguration>,
    loaded: Loaded,
  ) {
    this.db = db;
    this.load = load;
    this.loaded = loaded;
  }

  static async start(db: Kysely<Database>, load: (db: Kysely<Database>) => Promise<MatchingConfiguration>) {
    const version = await readMatchingVersion(db);
    return new CurrentMatching(db, load, { version, configuration: await load(db) });
  }

  async get(): Promise<MatchingConfiguration> {
    const stored = await readMatchingVersion(this.db);
    // A reload that began before this read may bring an older version: wait for one that began after it.
    while (this.loaded.version < stored) {
      this.reloading ??= this.reload().finally(() => (this.reloading = undefined));
      await this.reloading;
    }
    return this.loaded.configuration;
  }

  /**
   * The configuration a record writer indexes with: that of the version read inside its transaction (see
   * readMatchingVersionForWrite), loaded through the transaction when it is not the one held, so a writer never
   * waits for a connection its own transaction holds.
   */
  async forWriter(trx: Transaction<Database>, dialect: Dialect): Promise<MatchingConfiguration> {
    const version = await readMatchingVersionForWrite(trx, dialect);
    if (version === this.loaded.version) return this.loaded.configuration;
    const configuration = await this.load(trx);
    if (version > this.loaded.version) this.loaded = { version, configuration };
    return configuration;
  }

  /** Reads the version before the configuration, so a change committed in between triggers another reload. */
  private async reload() {
    const version = await readMatchingVersion(this.db);
    const configuration = await this.load(this.db);
    if (version > this.loaded.version) this.loaded = { version, configuration };
  }
}
