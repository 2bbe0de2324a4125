import path from 'node:path';
import cliProgress from 'cli-progress';

/** What an import tells about the file it is reading while it reads it. */
export interface ImportProgress {
  start(file: string, bytes: number): void;
  update(rows: number, bytesRead: number): void;
  stop(): void;
  /** A step after the files, told as it begins. */
  step(text: string): void;
}

interface Output {
  write(text: string): unknown;
  isTTY?: boolean;
}

/** Seconds between two progress lines when the output is not a terminal (a log file, CI). */
const LINE_INTERVAL_SECONDS = 5;

const count = (value: number) => Math.round(value).toLocaleString('en-US');

function bar(output: Output): ImportProgress {
  const display = new cliProgress.SingleBar({
    stream: output as NodeJS.WritableStream,
    format: '{file} {bar} {percentage}% | {rows} rows | {rate} rows/s | {duration_formatted}',
    barsize: 30,
    hideCursor: true,
    clearOnComplete: true,
  });
  let started = 0;
  return {
    start(file, bytes) {
      started = performance.now();
      display.start(Math.max(bytes, 1), 0, { file: path.basename(file), rows: '0', rate: '–' });
    },
    update(rows, bytesRead) {
      const seconds = (performance.now() - started) / 1000;
      display.update(bytesRead, { rows: count(rows), rate: seconds > 0 ? count(rows / seconds) : '–' });
    },
    stop: () => display.stop(),
    step: (text) => output.write(`${text}\n`),
  };
}

function lines(output: Output): ImportProgress {
  let file = '';
  let bytes = 0;
  let started = 0;
  let lastLine = 0;
  return {
    start(name, size) {
      file = path.basename(name);
      bytes = Math.max(size, 1);
      started = lastLine = performance.now();
    },
    update(rows, bytesRead) {
      const now = performance.now();
      if (now - lastLine < LINE_INTERVAL_SECONDS * 1000) return;
      lastLine = now;
      const percent = Math.min(100, Math.round((bytesRead / bytes) * 100));
      const rate = rows / ((now - started) / 1000);
      output.write(`${file}: ${count(rows)} rows (${percent}%), ${count(rate)} rows/s\n`);
    },
    stop: () => undefined,
    step: (text) => output.write(`${text}\n`),
  };
}

/** A progress bar on a terminal, otherwise a plain line every few seconds. */
export const progressOn = (output: Output): ImportProgress => (output.isTTY ? bar(output) : lines(output));
