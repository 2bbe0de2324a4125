/**
 * A value computed on first use and kept for the life of the process: every service instance of a process shares the
 * bundled reference data, and a process that never validates an address never pays for loading it.
 */
export function lazy<T>(load: () => T): () => T {
  let loaded: { value: T } | undefined;
  return () => (loaded ??= { value: load() }).value;
}
