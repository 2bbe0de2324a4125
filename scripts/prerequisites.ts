import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { findPostgresBin } from '../src/service/testing/postgres-server';

/**
 * What the test suites need beyond npm: Debian's Chromium for the end-to-end suite and PostgreSQL's server
 * binaries for the throwaway database server. Found if present, installed with apt-get when we may, otherwise a
 * clear message says how to get them.
 */
const isRoot = process.getuid?.() === 0;
const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
let aptUpdated = false;

function aptInstall(pkg: string): boolean {
  if (!isRoot || !hasAptGet) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    console.log('apt-get update …');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  console.log(`apt-get install ${pkg} …`);
  return spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env }).status === 0;
}

export function chromiumPath(): string {
  const path = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
  if (fs.existsSync(path)) return path;
  if (aptInstall('chromium') && fs.existsSync(path)) return path;
  throw new Error(
    `Chromium not found at ${path}. The end-to-end tests drive Debian's Chromium: run "apt-get install -y chromium" as root, ` +
      'or set CHROMIUM_PATH to a Chromium binary.',
  );
}

export function postgresBin(): string {
  const found = findPostgresBin();
  if (found) return found;
  if (aptInstall('postgresql')) {
    const installed = findPostgresBin();
    if (installed) return installed;
  }
  throw new Error(
    'PostgreSQL server binaries not found. The PostgreSQL suite starts its own throwaway server: run ' +
      '"apt-get install -y postgresql" as root, or set PG_BIN to the folder holding initdb and pg_ctl.',
  );
}
