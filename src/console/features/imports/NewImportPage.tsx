import { useQuery } from '@tanstack/react-query';
import { Paper } from '@mui/material';
import { recordTypesQueryOptions } from '../../api/record-types-queries';
import { PageHeader } from '../../ui/PageHeader';
import { QueryGate } from '../../ui/QueryGate';
import { SkeletonRows } from '../../ui/SkeletonRows';
import { ImportStepper } from './ImportStepper';
import { UploadForm } from './UploadForm';

/** The first step of an import: the file and the record type its rows become. */
export default function NewImportPage() {
  const recordTypes = useQuery(recordTypesQueryOptions());
  return (
    <>
      <PageHeader
        title="New import"
        intro="Choose a CSV or Excel (.xlsx) file whose first row names the columns, and the type of record its rows become. Nothing is written until you have seen the dry run and confirmed the import."
      />
      <ImportStepper active={0} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <QueryGate
          queries={[recordTypes]}
          loadingLabel="Loading the record types"
          placeholder={<SkeletonRows count={2} height={40} />}
        >
          {([types]) => <UploadForm types={types} />}
        </QueryGate>
      </Paper>
    </>
  );
}
