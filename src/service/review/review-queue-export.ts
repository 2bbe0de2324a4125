import type { Kysely } from 'kysely';
import { csvLines } from '../../contract/csv-cells';
import type { ReviewItem, ReviewQueueExportQuery } from '../../contract/review-queue';
import { REVIEW_SOURCE_WORDS, REVIEW_STATUS_WORDS } from '../../contract/review-words';
import type { RecordTypeDefinition } from '../records/record-type';
import type { RecordTypeStore } from '../records/record-type-store';
import type { Database } from '../storage/schema';
import { latestJobIds, readQueueItems } from './review-queue-store';

/** Items read at a time: a queue of any length is written without holding it whole. */
const ITEMS_PER_READ = 1000;

const COLUMNS = [
  'Records',
  'Record ids',
  'From',
  'Size',
  'Differs in',
  'Average score',
  'Lowest score',
  'Highest score',
  'Detected',
  'Detected by',
  'Status',
  'Reviewed',
  'Reviewed by',
];

/**
 * Every item of a record type's review queue that the query lets through, in its order, as CSV in a steward's
 * words: records by name (and, for machines, by id), the source, the fields they differ in by their labels, the
 * scores and who detected and reviewed it when. Cells are safe to open in a spreadsheet.
 */
export async function reviewQueueCsv(
  db: Kysely<Database>,
  recordTypes: RecordTypeStore,
  type: RecordTypeDefinition,
  query: ReviewQueueExportQuery,
): Promise<string> {
  const labels = new Map(type.fields.map((field) => [field.name, field.label]));
  const latestJobs = await latestJobIds(db, type.name);
  const parts = [csvLines([COLUMNS])];
  for (let offset = 0; ; offset += ITEMS_PER_READ) {
    const items = await readQueueItems(
      db,
      recordTypes,
      { ...query, objectType: type.name, limit: String(ITEMS_PER_READ), offset: String(offset) },
      latestJobs,
    );
    parts.push(csvLines(items.map((item) => itemCells(item, labels))));
    if (items.length < ITEMS_PER_READ) return parts.join('');
  }
}

const itemCells = (item: ReviewItem, labels: ReadonlyMap<string, string>): string[] => [
  item.records.map((record) => record.displayName).join('; '),
  item.recordIds.join(' '),
  REVIEW_SOURCE_WORDS[item.source],
  String(item.recordCount),
  item.differingFields.map((field) => labels.get(field) ?? field).join('; '),
  String(item.averageScore),
  String(item.minScore),
  String(item.maxScore),
  item.detectedAt,
  item.detectedBy,
  REVIEW_STATUS_WORDS[item.status],
  item.reviewedAt ?? '',
  item.reviewedBy ?? '',
];
