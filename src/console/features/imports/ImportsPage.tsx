import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { PageHeader } from '../../ui/PageHeader';
import { QueryGate } from '../../ui/QueryGate';
import { SkeletonRows } from '../../ui/SkeletonRows';
import { pagePaths } from '../../ui/page-paths';
import { importsQueryOptions } from './import-queries';
import { ImportsTable } from './ImportsTable';

/** File imports: the past ones with what they did, and the way to start a new one. */
export default function ImportsPage() {
  const imports = useQuery(importsQueryOptions());
  return (
    <>
      <PageHeader
        title="Imports"
        intro="Import records from a CSV or Excel file: map its columns to fields, see in a dry run what each row would do, then import, and undo it if it was a mistake."
      />
      <Button
        component={RouterLink}
        to={pagePaths.newImport()}
        variant="contained"
        startIcon={<UploadFileIcon />}
        sx={{ mb: 3 }}
      >
        New import
      </Button>
      <Box component="section" aria-labelledby="imports-heading">
        <Typography id="imports-heading" variant="h5" component="h2" gutterBottom>
          Recent imports
        </Typography>
        <QueryGate
          queries={[imports]}
          loadingLabel="Loading the imports"
          placeholder={<SkeletonRows count={3} height={36} />}
        >
          {([list]) => <ImportsTable imports={list} />}
        </QueryGate>
      </Box>
    </>
  );
}
