import type { FastifyInstance } from 'fastify';

/**
 * Runs `flush` every `ms` and once more when the service closes. A failure is logged as `what` not stored yet;
 * what it did not store is for the next flush to write.
 */
export function flushPeriodically(
  app: FastifyInstance,
  flush: () => Promise<void>,
  ms: number,
  what: string,
) {
  const flushLogged = () =>
    flush().catch((error: unknown) => app.log.warn({ err: error }, `${what} not stored yet`));
  const timer = setInterval(() => void flushLogged(), ms).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flushLogged();
  });
}
