import { build } from 'esbuild';

/**
 * Bundles the service into `outdir` (its entry `main.js`), as it ships: one file and shared chunks, the packages
 * left to node_modules, so the folder must lie inside the project for Node to find them.
 */
export async function buildServiceBundle(outdir: string): Promise<void> {
  await build({
    entryPoints: ['src/service/main.ts'],
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    supported: { 'import-attributes': true },
    sourcemap: true,
    outdir,
    logLevel: 'warning',
  });
}
