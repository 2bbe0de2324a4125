import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { apiPaths } from '../../contract/api-paths';
import {
  CHANGE_EVENT_TYPES,
  EVENT_TYPE_PREFIX,
  EventFeed,
  EventFeedQuery,
  type ChangeEventType,
} from '../../contract/events';
import { errorResponses } from '../http/error-responses';
import type { AuthGuards } from '../identity/auth-guards';
import { InputProblem } from '../input/input-problem';
import type { Database } from '../storage/schema';
import { cloudEventOf } from './cloud-event';
import { readEvents } from './event-store';
import { eventRetention } from './event-retention';

const errors = errorResponses(400, 401, 403);

/** The types asked for, each with or without its prefix; undefined for every type. */
function typesOf(text: string | undefined): ChangeEventType[] | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  return text.split(',').map((given) => {
    const type = given.trim().replace(EVENT_TYPE_PREFIX, '');
    if (!(CHANGE_EVENT_TYPES as readonly string[]).includes(type)) {
      throw new InputProblem(
        'types',
        `${given.trim()} is not an event type: ${CHANGE_EVENT_TYPES.join(', ')}`,
      );
    }
    return type as ChangeEventType;
  });
}

/**
 * The event feed (our extension): every change's events in commit order, paged by the sequence of the last one
 * read, kept for EVENT_RETENTION_DAYS; a background cleanup in each process deletes older ones.
 */
export async function eventRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; guards: AuthGuards; config: { eventRetentionDays: number } },
) {
  const retention = eventRetention({
    db: deps.db,
    log: app.log.child({ component: 'event-retention' }),
    retentionDays: deps.config.eventRetentionDays,
    now: () => new Date(),
  });
  app.addHook('onReady', async () => retention.start());
  app.addHook('onClose', () => retention.stop());

  app.get<{ Querystring: EventFeedQuery }>(
    apiPaths.events,
    {
      onRequest: [deps.guards.authenticate, deps.guards.requireRole('steward')],
      schema: {
        tags: ['events'],
        summary: 'Read the event feed',
        description:
          'What changed, as CloudEvents in commit order: records created, updated, merged (the survivor, the ' +
          'records merged away, the fields taken), deleted by an import undone, merges undone, not-a-duplicate ' +
          'decisions and their withdrawal, jobs and imports finished, alerts raised. Each change and its events ' +
          'commit together. Page with `after`: the `sequence` of the last event read (answered as `nextAfter`); ' +
          '`types` narrows them. Events are kept for EVENT_RETENTION_DAYS (30). Needs the steward role.',
        querystring: EventFeedQuery,
        response: { 200: EventFeed, ...errors },
      },
    },
    async (request) => {
      const after = Number(request.query.after ?? 0);
      const events = await readEvents(deps.db, {
        after,
        types: typesOf(request.query.types),
        limit: Number(request.query.limit ?? 100),
      });
      return {
        events: events.map(cloudEventOf),
        nextAfter: String(events.at(-1)?.seq ?? after),
      };
    },
  );
}
