import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Link, Paper, Typography } from '@mui/material';
import type { Import } from '../../../contract/imports';
import { DateTimeText } from '../../ui/DateTimeText';
import { QueryGate } from '../../ui/QueryGate';
import { SkeletonRows } from '../../ui/SkeletonRows';
import { CheckedStep } from './CheckedStep';
import { pagePaths } from '../../ui/page-paths';
import { importQueryOptions } from './import-queries';
import { importStep, STEP_INDEX } from './import-status';
import { ImportProgressPanel } from './ImportProgressPanel';
import { ImportReport } from './ImportReport';
import { ImportStepper } from './ImportStepper';
import { MappingStep } from './MappingStep';

/** The step the import's status calls for. */
function StepContent({ imported }: { imported: Import }) {
  switch (importStep(imported)) {
    case 'mapping':
      return <MappingStep imported={imported} />;
    case 'checking':
      return <ImportProgressPanel imported={imported} />;
    case 'checked':
      return <CheckedStep imported={imported} />;
    case 'running':
      return <ImportProgressPanel imported={imported} />;
    case 'report':
      return <ImportReport imported={imported} />;
  }
}

/** One import, at the step its status says: mapping, dry run, import under way, or its report. */
export default function ImportPage() {
  const { importId = '' } = useParams();
  const imported = useQuery(importQueryOptions(importId));
  const fileName = imported.data?.fileName;
  return (
    <>
      <title>{`${fileName ? `Import of ${fileName}` : 'Import'} · Steward`}</title>
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {fileName ? `Import of ${fileName}` : 'Import'}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <Link component={RouterLink} to={pagePaths.imports()}>
          All imports
        </Link>
      </Typography>
      <QueryGate
        queries={[imported]}
        loadingLabel="Loading the import"
        placeholder={<SkeletonRows count={4} height={40} />}
      >
        {([one]) => (
          <>
            <Typography sx={{ mb: 2, color: 'text.secondary' }}>
              {one.rowCount.toLocaleString('en')} rows of {one.objectType} · uploaded by {one.createdBy} on{' '}
              <DateTimeText iso={one.createdAt} />
            </Typography>
            <ImportStepper active={STEP_INDEX[importStep(one)]} done={one.status === 'DONE'} />
            {one.status === 'FAILED' && one.errorMessage && (
              <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {one.appliedAt === null ? 'The dry run failed: ' : 'The import failed: '}
                {one.errorMessage}
              </Alert>
            )}
            <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
              <StepContent imported={one} />
            </Paper>
          </>
        )}
      </QueryGate>
    </>
  );
}
