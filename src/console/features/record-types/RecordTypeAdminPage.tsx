import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Link, Typography } from '@mui/material';
import type { AdminRecordType } from '../../../contract/record-type-admin';
import { QueryGate } from '../../ui/QueryGate';
import { SkeletonRows } from '../../ui/SkeletonRows';
import { CrossObjectsForm } from './CrossObjectsForm';
import { FieldsSection } from './FieldsSection';
import { SourceTrustForm } from './SourceTrustForm';
import { UpdateRulesForm } from './UpdateRulesForm';
import { adminRecordTypesQueryOptions } from './record-type-queries';
import { pagePaths } from '../../ui/page-paths';

function RecordTypeDetails({ type, types }: { type: AdminRecordType; types: readonly AdminRecordType[] }) {
  return (
    <>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>
        API name <code>{type.name}</code>, key prefix <code>{type.keyPrefix}</code>
        {type.nameField && (
          <>
            , named by <code>{type.nameField}</code>
          </>
        )}
      </Typography>
      {/* Another type on this same page (a lookup's link) starts with its own fields, not being edited. */}
      <FieldsSection key={type.name} type={type} types={types} />
      <Box component="section" aria-labelledby="update-rules-heading" sx={{ mb: 4 }}>
        <Typography id="update-rules-heading" variant="h5" component="h2" gutterBottom>
          When a write updates a record
        </Typography>
        <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
          An upsert, a batch or a file import that finds a stored {type.label} updates it. What it does with
          each field&apos;s incoming value is the field&apos;s rule. A file import chooses a rule per column
          itself; the proposed one only fills empty fields.
        </Typography>
        {/* Another type, or the fields saved again, start the form from the stored fields and their rules. */}
        <UpdateRulesForm
          key={`${type.name}:${type.fields.map((field) => field.name).join(',')}`}
          type={type}
        />
      </Box>
      <Box component="section" aria-labelledby="source-trust-heading" sx={{ mb: 4 }}>
        <Typography id="source-trust-heading" variant="h5" component="h2" gutterBottom>
          Trusted sources
        </Typography>
        <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
          Each stored value remembers which source wrote it. For a field whose rule is Replace if newer or
          Replace unless worse, a write from a source lower in this list does not replace a value a higher one
          wrote; a source not listed ranks below every listed one. Without a list, every source is trusted
          alike.
        </Typography>
        {/* Keyed by the type alone: the save resets the form itself, and a remount would drop its confirmation. */}
        <SourceTrustForm key={type.name} type={type} />
      </Box>
      <Box component="section" aria-labelledby="mappings-heading">
        <Typography id="mappings-heading" variant="h5" component="h2" gutterBottom>
          Cross-object mappings
        </Typography>
        <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
          A mapping makes a search of {type.labelPlural} also search another type, with the values of this
          type&apos;s fields as the other type&apos;s fields: a new {type.label} is then checked against those
          records too.
        </Typography>
        {/* A lookup link leads to another type on this same page: its form starts from that type's mappings. */}
        <CrossObjectsForm key={type.name} type={type} types={types} />
      </Box>
    </>
  );
}

/** One record type: its fields, and the other types its searches also search. */
export default function RecordTypeAdminPage() {
  const name = useParams().recordType ?? '';
  const types = useQuery(adminRecordTypesQueryOptions());
  return (
    <>
      <Link component={RouterLink} to={pagePaths.recordTypes()}>
        All record types
      </Link>
      <QueryGate
        queries={[types]}
        loadingLabel={`Loading ${name}`}
        placeholder={<SkeletonRows count={6} height={36} />}
      >
        {([all]) => {
          const type = all.find((candidate) => candidate.name === name);
          return (
            <>
              <title>{`${type?.label ?? name} · Record types · Steward`}</title>
              <Typography variant="h4" component="h1" gutterBottom sx={{ mt: 1 }}>
                {type?.label ?? name}
              </Typography>
              {type ? (
                <RecordTypeDetails type={type} types={all} />
              ) : (
                <Alert severity="warning">No record type is named {name}.</Alert>
              )}
            </>
          );
        }}
      </QueryGate>
    </>
  );
}
