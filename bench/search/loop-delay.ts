import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { processTree } from '../../src/service/testing/process-tree';

/** The probe's script, for `NODE_OPTIONS=--import` (quoted, as NODE_OPTIONS allows, in case the path has spaces). */
export const PROBE_IMPORT = `--import ${JSON.stringify(path.join(import.meta.dirname, 'loop-probe.mjs'))}`;

const REPORT_WAIT_MS = 10_000;

interface ProbeReport {
  pid: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
}

export interface LoopDelay {
  p99Ms: number;
  maxMs: number;
}

/**
 * Signals every probed process of the service's tree and answers the worst event-loop delay any of them saw since
 * the previous call (each probe then starts over). Undefined when no process answered.
 */
export async function collectLoopDelay(dir: string, servicePid: number): Promise<LoopDelay | undefined> {
  const probed = processTree(servicePid).filter((pid) => fs.existsSync(path.join(dir, `${pid}.ready`)));
  const signalled = probed.filter((pid) => {
    fs.rmSync(path.join(dir, `${pid}.json`), { force: true });
    try {
      process.kill(pid, 'SIGUSR2');
      return true;
    } catch {
      return false; // exited since the tree was read
    }
  });
  const reports = (await Promise.all(signalled.map((pid) => awaitReport(dir, pid)))).filter(
    (report): report is ProbeReport => report !== undefined,
  );
  if (reports.length === 0) return undefined;
  return {
    p99Ms: Math.max(...reports.map((report) => report.p99Ms)),
    maxMs: Math.max(...reports.map((report) => report.maxMs)),
  };
}

async function awaitReport(dir: string, pid: number): Promise<ProbeReport | undefined> {
  const file = path.join(dir, `${pid}.json`);
  const deadline = Date.now() + REPORT_WAIT_MS;
  while (!fs.existsSync(file)) {
    if (Date.now() > deadline) {
      process.stdout.write(`  process ${pid} did not report its event-loop delay; left out\n`);
      return undefined;
    }
    await sleep(20);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ProbeReport;
}
