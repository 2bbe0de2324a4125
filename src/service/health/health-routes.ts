import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { Store } from '../storage/database';

const HealthOutput = Type.Object({ status: Type.String() });

/** Liveness says the process serves requests; readiness also needs the database. */
export async function healthRoutes(app: FastifyInstance, { store }: { store: Store }) {
  app.get('/healthz', { schema: { tags: ['operations'], response: { 200: HealthOutput } } }, async () => ({
    status: 'ok',
  }));
  app.get(
    '/readyz',
    { schema: { tags: ['operations'], response: { 200: HealthOutput, 503: HealthOutput } } },
    async (_request, reply) =>
      (await store.ping()) ? { status: 'ready' } : reply.code(503).send({ status: 'database unreachable' }),
  );
}
