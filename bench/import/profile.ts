import fs from 'node:fs';
import path from 'node:path';
import type { ServiceProcess } from '../../src/service/testing/service-process';
import { startBuiltService } from '../built-service';

/**
 * The built service as benchmarks start it (startBuiltService), its log (warnings and errors) appended to `log`;
 * with `profile`, every process of it profiled into that folder.
 */
export const startService = (
  env: Record<string, string>,
  { log, profile }: { log: string; profile?: string | undefined },
): Promise<ServiceProcess> => startBuiltService(env, { profile, logFile: log });

/** Now on the clock V8's profiler stamps its samples with (CLOCK_MONOTONIC, µs). */
export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const IDLE = new Set(['(idle)', '(program)']);

const where = (url: string) => {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  if (url.startsWith('node:')) return url;
  return url ? path.basename(url) : '';
};

/**
 * Self time of the functions in the profiles of `folder`, counting only samples taken between `from` and `to`
 * (monotonic µs): each process's busy time in the window, the top functions of the busiest process, and its time
 * by package (or bundle file).
 */
export function summarizeProfiles(folder: string, from: number, to: number, top = 25): string {
  const summary = summarizeWindow(folder, from, to, top);
  if (summary !== undefined) return summary;
  // The profiler's clock is CLOCK_MONOTONIC on Linux, as process.hrtime is; elsewhere it may not be.
  return `No sample in the window: the whole profiles instead.\n\n${summarizeWindow(folder, -Infinity, Infinity, top)}`;
}

function summarizeWindow(folder: string, from: number, to: number, top: number): string | undefined {
  const processes = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => {
      const profile = JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) as CpuProfile;
      const byId = new Map(profile.nodes.map((node) => [node.id, node]));
      const self = new Map<string, number>();
      const byPackage = new Map<string, number>();
      let at = profile.startTime;
      let busy = 0;
      let idle = 0;
      profile.samples.forEach((id, index) => {
        const delta = profile.timeDeltas[index] ?? 0;
        at += delta;
        if (at < from || at > to) return;
        const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
        if (IDLE.has(functionName)) {
          idle += delta;
          return;
        }
        busy += delta;
        const key = `${functionName || '(anonymous)'} ${where(url)}${url ? `:${lineNumber + 1}` : ''}`;
        self.set(key, (self.get(key) ?? 0) + delta);
        const pkg = where(url) || functionName;
        byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + delta);
      });
      return { name, busy, idle, self, byPackage };
    });
  if (processes.length === 0) return `No .cpuprofile in ${folder}`;
  if (processes.every((process) => process.busy === 0)) return undefined;
  const seconds = (micros: number) => (micros / 1e6).toFixed(1);
  const busiest = processes.reduce((best, next) => (next.busy > best.busy ? next : best));
  const share = (micros: number) => `${((100 * micros) / busiest.busy).toFixed(1)} %`;
  const ranked = (map: Map<string, number>, count: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  return [
    `Window ${Number.isFinite(to - from) ? `${seconds(to - from)} s` : 'whole run'}. Busy (not idle) per process: ${processes
      .map((process) => `${process.name} ${seconds(process.busy)} s`)
      .join(', ')}.`,
    '',
    `Top self time in the busiest process (${busiest.name}), share of its ${seconds(busiest.busy)} busy s:`,
    '',
    '| function | self (s) | share |',
    '| --- | --- | --- |',
    ...ranked(busiest.self, top).map(
      ([key, micros]) => `| ${key.replace(/\|/g, '\\|')} | ${seconds(micros)} | ${share(micros)} |`,
    ),
    '',
    '| package or file | self (s) | share |',
    '| --- | --- | --- |',
    ...ranked(busiest.byPackage, 15).map(
      ([key, micros]) => `| ${key.replace(/\|/g, '\\|')} | ${seconds(micros)} | ${share(micros)} |`,
    ),
  ].join('\n');
}
