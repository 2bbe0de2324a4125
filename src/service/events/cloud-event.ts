import { CloudEvent } from 'cloudevents';
import { EVENT_TYPE_PREFIX, type ChangeEvent } from '../../contract/events';
import { toId18 } from '../../contract/record-id';
import type { StoredChangeEvent } from './event-store';

/** A record's 15-character id reads as its 18; a job's, an import's or an alert's id as it is. */
const subjectOf = (subject: string) => (/^[a-zA-Z0-9]{15}$/.test(subject) ? toId18(subject) : subject);

/**
 * An event as the feed and the webhooks carry it: a CloudEvent 1.0 (the `cloudevents` package checks its
 * attributes), with the feed's sequence as the sequence extension and the record type as one of its own.
 */
export function cloudEventOf(event: StoredChangeEvent): ChangeEvent {
  return new CloudEvent({
    specversion: '1.0',
    id: event.id,
    type: `${EVENT_TYPE_PREFIX}${event.type}`,
    source: `/steward/${event.recordType}`,
    subject: subjectOf(event.subject),
    time: event.time,
    datacontenttype: 'application/json',
    sequence: String(event.seq),
    sequencetype: 'Integer',
    recordtype: event.recordType,
    data: event.data,
  }).toJSON() as ChangeEvent;
}
