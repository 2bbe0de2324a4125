import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Preloaded into every process of the service by bench:search (NODE_OPTIONS=--import): measures how late the event
 * loop runs its timers. On SIGUSR2 it writes what it saw since the last signal to BENCH_LOOP_DIR/<pid>.json and
 * starts over. Plain JavaScript because it loads before tsx is registered.
 */
const dir = process.env.BENCH_LOOP_DIR;
if (dir) {
  const RESOLUTION_MS = 10;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  // The histogram records whole timer intervals, so an idle loop reads about the resolution: the delay is the rest.
  const delayMs = (ns) => (histogram.count === 0 ? 0 : Math.max(0, ns / 1e6 - RESOLUTION_MS));
  process.on('SIGUSR2', () => {
    const file = path.join(dir, `${process.pid}.json`);
    const report = {
      pid: process.pid,
      p99Ms: delayMs(histogram.percentile(99)),
      maxMs: delayMs(histogram.max),
      meanMs: delayMs(histogram.mean),
    };
    // Renamed into place so the benchmark never reads half a file.
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(report));
    fs.renameSync(`${file}.tmp`, file);
    histogram.reset();
  });
  // Only once the handler is installed: SIGUSR2 without one would kill the process.
  fs.writeFileSync(path.join(dir, `${process.pid}.ready`), '');
}
