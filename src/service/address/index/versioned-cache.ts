/** How stale a cached value may be after another process imported: one version read per this many milliseconds. */
const VERSION_CHECK_INTERVAL_MS = 1000;

/**
 * Something this process derives from stored data, built again when the stored version moves (an import ran,
 * maybe in another process). Calls during a rebuild wait for it together; it is built once per version.
 */
export class VersionedCache<T> {
  private current?: { version: string; value: T };
  private building?: Promise<T>;
  private checkedAt = 0;

  private readonly readVersion: () => Promise<string>;
  private readonly build: () => Promise<T>;
  private readonly now: () => number;

  constructor(readVersion: () => Promise<string>, build: () => Promise<T>, now: () => number = Date.now) {
    this.readVersion = readVersion;
    this.build = build;
    this.now = now;
  }

  async get(): Promise<T> {
    if (this.current && this.now() - this.checkedAt < VERSION_CHECK_INTERVAL_MS) return this.current.value;
    if (this.building) return this.building;
    this.building = this.refresh().finally(() => (this.building = undefined));
    return this.building;
  }

  private async refresh(): Promise<T> {
    const version = await this.readVersion();
    this.checkedAt = this.now();
    if (this.current?.version === version) return this.current.value;
    const value = await this.build();
    this.current = { version, value };
    return value;
  }
}
