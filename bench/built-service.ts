import { execFileSync } from 'node:child_process';
import { startServiceProcess, type ServiceProcess } from '../src/service/testing/service-process';

let built = false;

/**
 * The service as `npm start` runs it, from the bundle built once per benchmark run: benchmarks measure what ships,
 * not the sources run through tsx.
 */
export function startBuiltService(env: Record<string, string>): Promise<ServiceProcess> {
  if (!built) {
    execFileSync('npm', ['run', '--silent', 'build:service'], { stdio: 'inherit' });
    built = true;
  }
  // One client stands for many here: a benchmark measures capacity, not a principal's allowance.
  return startServiceProcess({ API_RATE_LIMIT: '0', ...env }, { built: true });
}
