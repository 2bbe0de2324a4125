import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { recordTypesQueryOptions } from '../../api/record-types-queries';
import { useFieldLabelOf } from '../../api/use-field-labels';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { QueryGate } from '../../ui/QueryGate';
import { SkeletonRows } from '../../ui/SkeletonRows';
import { AUDIT_ACTION_LABELS } from '../../ui/audit-actions';
import { downloadFile } from '../../ui/download-file';
import { formatDateTime } from '../../ui/format-date-time';
import { RecordNameSeries } from '../../ui/RecordNameSeries';
import { useUndoMerge } from '../../ui/merge/use-undo-merge';
import { recordNamesText } from '../../ui/record-ref-text';
import { channelText } from './audit-channel';
import { auditCsv } from './audit-csv';
import { AuditSubject } from './AuditSubject';
import { undoableMergeIds } from './audit-merges';
import { allAuditEvents, auditFeedQueryOptions, type AuditFilters } from './audit-queries';
import { useUrlState, type UrlStateCodec } from '../../ui/use-url-state';

/** Most events one export holds. */
const EXPORT_LIMIT = 10_000;

const FILTER_KEYS = ['principal', 'objectType', 'action', 'from', 'to'] as const;

/** The filters the address names; an empty one filters nothing, so the address leaves it out. */
const auditFilterState: UrlStateCodec<AuditFilters> = {
  parse: (params) => {
    const filters: Record<string, string> = {};
    for (const key of FILTER_KEYS) {
      const value = params.get(key);
      if (value) filters[key] = value;
    }
    return filters as AuditFilters;
  },
  format: (filters) =>
    new URLSearchParams(
      Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
    ),
};

/** The whole audit trail, filtered by user, record type, operation and days (kept in the address), exportable as CSV. */
export default function AuditPage() {
  const { state: filters, update } = useUrlState(auditFilterState);
  const feed = useInfiniteQuery(auditFeedQueryOptions(filters));
  const types = useQuery(recordTypesQueryOptions());
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>();
  const setFilter = (key: (typeof FILTER_KEYS)[number], value: string) =>
    update({ [key]: value } as Partial<AuditFilters>);
  const exportCsv = async () => {
    setExporting(true);
    setExportError(undefined);
    try {
      downloadFile(
        `steward-audit-${new Date().toISOString().slice(0, 10)}.csv`,
        auditCsv(await allAuditEvents(filters, EXPORT_LIMIT)),
        'text/csv;charset=utf-8',
      );
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  };
  const events = feed.data?.pages.flatMap((page) => page.events) ?? [];
  const fieldLabelOf = useFieldLabelOf(events.map((event) => event.objectType));
  const typeLabel = (objectType: string) =>
    types.data?.find((type) => type.name === objectType)?.label ?? objectType;
  const undoable = undoableMergeIds(events);
  const undo = useUndoMerge();

  return (
    <>
      <title>Audit trail · Steward</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Audit trail
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: '70ch' }}>
        Every create, update, merge, undo and decision, newest first: who, when, how (an upsert, a file
        import, a merge, a bulk review) and what changed.
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 2, flexWrap: 'wrap', rowGap: 2 }}
        component="form"
        aria-label="Filter the audit trail"
      >
        <TextField
          key={filters.principal ?? ''}
          size="small"
          label="User or client"
          defaultValue={filters.principal ?? ''}
          onBlur={(event) => setFilter('principal', event.target.value.trim())}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              setFilter('principal', (event.target as HTMLInputElement).value.trim());
            }
          }}
        />
        <TextField
          select
          size="small"
          label="Record type"
          value={filters.objectType ?? ''}
          onChange={(event) => setFilter('objectType', event.target.value)}
          sx={{ minWidth: 160 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Any</MenuItem>
          {(types.data ?? []).map((type) => (
            <MenuItem key={type.name} value={type.name}>
              {type.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Operation"
          value={filters.action ?? ''}
          onChange={(event) => setFilter('action', event.target.value)}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Any</MenuItem>
          {Object.entries(AUDIT_ACTION_LABELS).map(([action, label]) => (
            <MenuItem key={action} value={action}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label="From"
          value={filters.from ?? ''}
          onChange={(event) => setFilter('from', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label="To"
          value={filters.to ?? ''}
          onChange={(event) => setFilter('to', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="outlined" loading={exporting} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </Stack>
      {exportError !== undefined && <ApiErrorAlert error={exportError} />}
      {undo.error && <ApiErrorAlert error={undo.error} />}
      {undo.dialog}
      <QueryGate
        queries={[feed]}
        loadingLabel="Loading the audit trail"
        placeholder={<SkeletonRows count={6} height={36} />}
      >
        {() =>
          events.length === 0 ? (
            <Typography>No event matches these filters.</Typography>
          ) : (
            <>
              <TableContainer>
                <Table size="small" aria-label="Audit events">
                  <TableHead>
                    <TableRow>
                      <TableCell>When</TableCell>
                      <TableCell>Who</TableCell>
                      <TableCell>Operation</TableCell>
                      <TableCell>Record</TableCell>
                      <TableCell>Changes</TableCell>
                      <TableCell>Through</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {events.map((event) => {
                      const toUndo =
                        event.mergeId && event.record && undoable.has(event.mergeId)
                          ? {
                              mergeId: event.mergeId,
                              master: event.record.displayName,
                              records: recordNamesText([event.record, ...(event.otherRecords ?? [])]),
                            }
                          : undefined;
                      return (
                        <TableRow key={event.id} sx={{ verticalAlign: 'top' }}>
                          <TableCell>
                            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                          </TableCell>
                          <TableCell>{event.principal}</TableCell>
                          <TableCell>
                            {AUDIT_ACTION_LABELS[event.action]}
                            {event.otherRecords?.length ? (
                              <Typography variant="body2" color="text.secondary">
                                with <RecordNameSeries records={event.otherRecords} />
                              </Typography>
                            ) : null}
                            {toUndo && (
                              <Button
                                size="small"
                                sx={{ ml: -0.5 }}
                                loading={undo.undoing(toUndo.mergeId)}
                                aria-label={`Undo the merge into ${toUndo.master} of ${formatDateTime(event.at)}`}
                                onClick={() => undo.ask(toUndo)}
                              >
                                Undo
                              </Button>
                            )}
                          </TableCell>
                          <TableCell>
                            <AuditSubject event={event} />
                            <Typography variant="body2" color="text.secondary">
                              {typeLabel(event.objectType)}
                            </Typography>
                          </TableCell>
                          <TableCell>
                            {event.changes.length === 0
                              ? '—'
                              : event.changes
                                  .map((change) => fieldLabelOf(event.objectType, change.field))
                                  .join(', ')}
                          </TableCell>
                          <TableCell>
                            <Tooltip title={event.endpoint} describeChild>
                              <span>{channelText(event.endpoint)}</span>
                            </Tooltip>
                          </TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </TableContainer>
              {feed.hasNextPage && (
                <Box sx={{ mt: 2 }}>
                  <Button onClick={() => void feed.fetchNextPage()} loading={feed.isFetchingNextPage}>
                    Show older events
                  </Button>
                </Box>
              )}
            </>
          )
        }
      </QueryGate>
    </>
  );
}
