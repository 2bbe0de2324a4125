import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, AlertTitle, Box, Link, Skeleton, Typography } from '@mui/material';
import type { FieldSource } from '../../../contract/update-rules';
import { isApiError } from '../../api/api-error';
import { useHasRole } from '../../auth/use-has-role';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { DefinitionList } from '../../ui/DefinitionList';
import { describeQueryOptions, recordTypesQueryOptions } from '../../api/record-types-queries';
import { useFieldLabels } from '../../api/use-field-labels';
import { recordName } from '../../ui/record-text';
import { DateTimeText } from '../../ui/DateTimeText';
import { recordFieldRows } from './record-fields';
import { recordFieldSourcesQueryOptions, recordQueryOptions } from '../../api/record-queries';
import { useConsoleConfig } from '../../config/console-config-context';
import { writeSourceText } from '../../ui/write-source-text';
import { MergeHistory } from './MergeHistory';
import { RecordDuplicates } from './RecordDuplicates';
import { RecordHistory } from './RecordHistory';
import { pagePaths } from '../../ui/page-paths';

const dateText = (value: unknown) => (typeof value === 'string' ? <DateTimeText iso={value} /> : '—');

/** Under a field's value: which source wrote it and on what day. */
function WrittenBy({
  written,
  consoleClientId,
}: {
  written: FieldSource | undefined;
  consoleClientId: string;
}) {
  if (!written) return null;
  return (
    <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
      from {writeSourceText(written.source, consoleClientId)}, <DateTimeText iso={written.at} dateOnly />
    </Typography>
  );
}

/**
 * One record: its fields, each with the source that wrote it, lookups as links to their records, and for stewards its duplicates on request, its merges
 * with Undo and its history of changes.
 */
export default function RecordPage() {
  const { objectType = '', recordId = '' } = useParams();
  const canSeeHistory = useHasRole('steward');
  const record = useQuery(recordQueryOptions(objectType, recordId));
  const describe = useQuery(describeQueryOptions(objectType));
  const recordTypes = useQuery(recordTypesQueryOptions());
  const typeLabel = recordTypes.data?.find((type) => type.name === objectType)?.label ?? objectType;
  const labels = useFieldLabels(objectType);
  const sources = useQuery({ ...recordFieldSourcesQueryOptions(recordId), enabled: record.isSuccess });
  const { oidcClientId } = useConsoleConfig();

  if (record.isPending) {
    return (
      <Box role="status" aria-label="Loading the record">
        <title>{`${typeLabel} record · Steward`}</title>
        <Skeleton variant="text" height={56} width="50%" />
        <Skeleton variant="rectangular" height={240} />
      </Box>
    );
  }
  if (record.isError) {
    const mergedInto = isApiError(record.error) ? record.error.errors[0]?.masterRecordId : undefined;
    if (mergedInto) {
      return (
        <>
          <title>{`Merged ${typeLabel} · Steward`}</title>
          <Typography variant="h4" component="h1" gutterBottom>
            Merged {typeLabel}
          </Typography>
          <Alert severity="info">
            <AlertTitle>This {typeLabel} was merged into another record</AlertTitle>
            <Link component={RouterLink} to={pagePaths.record(objectType, mergedInto)}>
              Open the record it was merged into
            </Link>
          </Alert>
          {canSeeHistory && <MergeHistory recordId={recordId} />}
        </>
      );
    }
    const missing = isApiError(record.error) && record.error.status === 404;
    return (
      <>
        <title>{`${missing ? 'No such record' : 'Record'} · Steward`}</title>
        <Typography variant="h4" component="h1" gutterBottom>
          {missing ? 'No such record' : `${typeLabel} record`}
        </Typography>
        {missing ? (
          <Alert severity="warning">
            <AlertTitle>
              There is no {typeLabel} with the id {recordId}
            </AlertTitle>
            The record may never have existed, or the address is mistyped. {record.error.message}
          </Alert>
        ) : (
          <ApiErrorAlert error={record.error} onRetry={() => void record.refetch()} />
        )}
      </>
    );
  }

  const data = record.data;
  // A record without a name (a campaign member) is named by its id, which the line under the heading shows.
  const name = recordName(data) === data.Id ? `${typeLabel} record` : recordName(data);
  const rows = recordFieldRows(data, describe.data?.fields);
  // Where a stored value came from: what a steward weighs before trusting it, and what source trust ranks.
  const sourceOf = new Map(sources.data?.fields.map((entry) => [entry.field, entry]));
  return (
    <>
      <title>{`${name} – ${typeLabel} · Steward`}</title>
      <Typography variant="h4" component="h1">
        {name}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        {typeLabel} ·{' '}
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {data.Id}
        </Box>{' '}
        · created {dateText(data.CreatedDate)} · last modified {dateText(data.LastModifiedDate)}
      </Typography>

      <Box component="section" aria-labelledby="record-fields-heading">
        <Typography id="record-fields-heading" variant="h5" component="h2" gutterBottom>
          Fields
        </Typography>
        {describe.isError && <ApiErrorAlert error={describe.error} onRetry={() => void describe.refetch()} />}
        <DefinitionList
          items={rows.map((row) => ({
            key: row.name,
            term: row.label,
            description: (
              <>
                {row.link ? (
                  <Link component={RouterLink} to={pagePaths.record(row.link.objectType, row.link.recordId)}>
                    {row.link.text}
                  </Link>
                ) : (
                  row.value || '—'
                )}
                <WrittenBy
                  written={row.value ? sourceOf.get(row.name) : undefined}
                  consoleClientId={oidcClientId}
                />
              </>
            ),
          }))}
        />
      </Box>

      {canSeeHistory && describe.data && (
        <Box component="section" aria-labelledby="record-duplicates-heading" sx={{ mt: 4 }}>
          <Typography id="record-duplicates-heading" variant="h5" component="h2" gutterBottom>
            Duplicates
          </Typography>
          <RecordDuplicates record={data} describe={describe.data} typeLabel={typeLabel} />
        </Box>
      )}

      {canSeeHistory && <MergeHistory recordId={data.Id ?? recordId} />}

      <Box component="section" aria-labelledby="record-history-heading" sx={{ mt: 4 }}>
        <Typography id="record-history-heading" variant="h5" component="h2" gutterBottom>
          History
        </Typography>
        {canSeeHistory ? (
          <RecordHistory recordId={data.Id ?? recordId} labels={labels} />
        ) : (
          <Alert severity="info">
            The history of a record shows who changed what; it needs the <strong>steward</strong> role.
          </Alert>
        )}
      </Box>
    </>
  );
}
