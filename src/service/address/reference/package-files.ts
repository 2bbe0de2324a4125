import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The folder of an installed package, found from its entry point because not every package exports package.json. */
function packageRoot(name: string): string {
  let folder = dirname(require.resolve(name));
  while (!existsSync(join(folder, 'package.json')) || readPackageName(folder) !== name) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`package ${name}: package.json not found above its entry point`);
    folder = parent;
  }
  return folder;
}

function readPackageName(folder: string): string | undefined {
  return (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { name?: string }).name;
}

/**
 * A JSON data file of a package, read with fs rather than require: require would keep the parsed copy in its module
 * cache for the life of the process, next to the compact form the reference modules keep.
 */
export function readPackageJson<T>(name: string, file: string): T {
  return JSON.parse(readFileSync(join(packageRoot(name), file), 'utf8')) as T;
}

/**
 * A CommonJS data module made of `exports.name = <JSON>;` lines (zipcodes ships its ZIPs so), parsed as JSON: far
 * cheaper in time and memory than letting V8 compile a 5 MB object literal.
 */
export function readJsonExports<T>(name: string, file: string): T {
  const exported: Record<string, unknown> = {};
  for (const line of readFileSync(join(packageRoot(name), file), 'utf8').split('\n')) {
    const match = /^exports\.(\w+) = (.*);$/.exec(line.trim());
    if (match) exported[match[1]!] = JSON.parse(match[2]!);
  }
  if (Object.keys(exported).length === 0)
    throw new Error(`package ${name}: ${file} has no exports.name = JSON lines`);
  return exported as T;
}

/** The API of a CommonJS package, loaded by require so it works the same under Node's ESM loader and under Vitest. */
export function requirePackage<T>(name: string): T {
  return require(name) as T;
}
