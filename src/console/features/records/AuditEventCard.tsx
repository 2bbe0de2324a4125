import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { AuditEvent } from '../../../contract/audit';
import { DefinitionList } from '../../ui/DefinitionList';
import { FieldChangesTable } from '../../ui/FieldChangesTable';
import { AUDIT_ACTION_LABELS } from '../../ui/audit-actions';
import { formatDateTime } from '../../ui/format-date-time';
import { MatchScores } from '../../ui/MatchScores';
import { RecordNameSeries } from '../../ui/RecordNameSeries';

interface AuditEventCardProps {
  event: AuditEvent;
  labels: ReadonlyMap<string, string>;
}

/** One change of a record: what was done, when, by whom through which endpoint, and every field it changed. */
export function AuditEventCard({ event, labels }: AuditEventCardProps) {
  const when = formatDateTime(event.at);
  const subject = `the ${AUDIT_ACTION_LABELS[event.action].toLowerCase()} event of ${when}`;
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2 }} aria-labelledby={`event-${event.id}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Chip label={event.action} color={event.action === 'CREATE' ? 'success' : 'primary'} size="small" />
        <Typography id={`event-${event.id}`} variant="h6" component="h3">
          {AUDIT_ACTION_LABELS[event.action]} <time dateTime={event.at}>{when}</time>
        </Typography>
      </Stack>
      <DefinitionList
        items={[
          { key: 'who', term: 'By', description: event.principal },
          {
            key: 'endpoint',
            term: 'Through',
            description: (
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {event.endpoint}
              </Box>
            ),
          },
          // A merge names the records merged into this one, a decision the record it is no duplicate of.
          ...(event.otherRecords?.length
            ? [{ key: 'with', term: 'With', description: <RecordNameSeries records={event.otherRecords} /> }]
            : []),
        ]}
      />
      {event.match && (
        <Box sx={{ mt: 1.5 }}>
          <MatchScores match={event.match} subject={subject} />
        </Box>
      )}
      <Box sx={{ mt: 1.5 }}>
        {event.changes.length > 0 ? (
          <FieldChangesTable changes={event.changes} labels={labels} label={`Field changes of ${subject}`} />
        ) : (
          <Typography color="text.secondary">No field changed.</Typography>
        )}
      </Box>
    </Paper>
  );
}
