import { Link as RouterLink } from 'react-router';
import { Box, Link, Tooltip } from '@mui/material';
import type { RecordRef } from '../../contract/record-ref';
import { detailsText } from './record-ref-text';
import { pagePaths } from './page-paths';

const STATE_CAPTION = { STORED: undefined, MERGED: 'merged', GONE: 'deleted' } as const;

/**
 * Where the details go: beneath the name (`block`), after it on its line (`inline`, for grid cells), or, for a name
 * within a sentence, into its tooltip (`name`).
 */
export type RecordNameLayout = 'block' | 'inline' | 'name';

interface RecordNameProps {
  record: RecordRef;
  layout?: RecordNameLayout;
  /** Off where something around the name opens another page already (a grid row, a link), so one click is one page. */
  link?: boolean;
}

/**
 * A record as people know it: its name, a stored one's linking to its page, and its secondary fields (company,
 * e-mail, city) to tell apart records of one name. The id is only in its tooltip; a merged record is marked and
 * struck through, a deleted one is named by its id, as nothing else of it is kept.
 */
export function RecordName({ record, layout = 'block', link = true }: RecordNameProps) {
  const caption = STATE_CAPTION[record.state];
  const details = detailsText(record);
  const name =
    record.state === 'STORED' && link && record.objectType !== null ? (
      <Link
        component={RouterLink}
        to={pagePaths.record(record.objectType, record.id)}
        sx={{ fontWeight: 500 }}
      >
        {record.displayName}
      </Link>
    ) : (
      <Box
        component="span"
        sx={{
          fontWeight: 500,
          ...(record.state === 'MERGED' ? { color: 'text.secondary', textDecoration: 'line-through' } : {}),
          ...(record.state === 'GONE' ? { fontFamily: 'monospace', fontWeight: 400 } : {}),
        }}
      >
        {record.displayName}
      </Box>
    );
  const tooltip = layout === 'name' && details ? `${details} · ${record.id}` : record.id;
  return (
    <Box component="span" sx={{ display: layout === 'block' ? 'block' : 'inline', overflowWrap: 'anywhere' }}>
      {record.state === 'GONE' ? (
        name
      ) : (
        <Tooltip title={tooltip} describeChild>
          {name}
        </Tooltip>
      )}
      {caption && (
        <Box component="span" sx={{ typography: 'caption', color: 'text.secondary', ml: 0.5 }}>
          ({caption})
        </Box>
      )}
      {details && layout === 'inline' && (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {' '}
          · {details}
        </Box>
      )}
      {details && layout === 'block' && (
        <Box component="span" sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}>
          {details}
        </Box>
      )}
    </Box>
  );
}
