import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Link, Tooltip } from '@mui/material';
import { recordQueryOptions } from '../../api/record-queries';
import { pagePaths } from '../../ui/page-paths';
import { recordName } from '../../ui/record-text';

interface StoredRecordNameProps {
  objectType: string;
  recordId: string;
  /** Links the name to the record's page. */
  link?: boolean;
}

/**
 * A stored record by its name (its id in the tooltip), read from the service; "a Lead" until the name is read, so
 * that no id stands where a name belongs even for a moment.
 */
export function StoredRecordName({ objectType, recordId, link = false }: StoredRecordNameProps) {
  const record = useQuery(recordQueryOptions(objectType, recordId));
  const name = record.data ? recordName(record.data) : `a ${objectType}`;
  return (
    <Tooltip title={recordId} describeChild>
      {link ? (
        <Link component={RouterLink} to={pagePaths.record(objectType, recordId)} sx={{ fontWeight: 600 }}>
          {name}
        </Link>
      ) : (
        <Box component="span" sx={{ fontWeight: 600 }}>
          {name}
        </Box>
      )}
    </Tooltip>
  );
}
