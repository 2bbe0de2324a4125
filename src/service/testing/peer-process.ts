import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './postgres-server';
import type { TestService } from './test-service';

export interface PeerProcess {
  baseUrl: string;
  close(): Promise<void>;
}

const STARTUP_LIMIT_MS = 60_000;

/**
 * A second service process on the test service's database, as a scaled-out deployment runs it: started with
 * `tsx src/service/main.ts` like `npm start`, trusting the test service's embedded provider as its external issuer,
 * so tokens from one are accepted by both. Ready once it answers /readyz.
 */
export async function startPeerProcess(service: TestService): Promise<PeerProcess> {
  const { database, oidc } = service.config;
  if (database.kind !== 'postgres') throw new Error('Only PostgreSQL is shared by several service processes');
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/service/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      OIDC_ISSUER: oidc.issuer,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };

  const deadline = Date.now() + STARTUP_LIMIT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The peer service exited at start: ${stderr}`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseUrl, close };
    if (Date.now() > deadline) {
      await close();
      throw new Error(`The peer service did not become ready: ${stderr}`);
    }
    await sleep(200);
  }
}
