import { useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Skeleton, Typography } from '@mui/material';
import { QueryGate } from '../../ui/QueryGate';
import { recordTypesQueryOptions } from '../../api/record-types-queries';
import { scenariosQueryOptions } from '../../api/scenarios-queries';
import { carriedOverValues, typeLabels, type OtherTypeMatches } from './cross-object';
import { MatchTable } from './MatchTable';
import { summariseInput } from './result-format';
import { buildSearchFields } from './search-fields';
import { describeQueryOptions } from '../../api/record-types-queries';

interface CrossObjectResultsProps {
  matches: OtherTypeMatches;
  /** Singular label of the searched type, e.g. Lead. */
  searchedTypeLabel: string;
}

/**
 * The matches a search found among another record type (a lead's company among Accounts). They were scored with
 * that type's own scenarios and explained against its fields, so its scenarios and describe label the table.
 */
export function CrossObjectResults({ matches, searchedTypeLabel }: CrossObjectResultsProps) {
  const headingId = useId();
  const recordTypes = useQuery(recordTypesQueryOptions());
  const scenarios = useQuery(scenariosQueryOptions(matches.objectName));
  const describe = useQuery(describeQueryOptions(matches.objectName));
  const { label, labelPlural } = typeLabels(recordTypes.data, matches.prefix, matches.objectName);
  const fields = useMemo(
    () => (scenarios.data ? buildSearchFields(scenarios.data, describe.data?.fields) : []),
    [scenarios.data, describe.data],
  );
  // The service does not echo what it carried over; the explained fields say what each match was compared with.
  const values = useMemo(() => carriedOverValues(matches.results), [matches.results]);
  const count = matches.results.length;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h6" component="h3" gutterBottom>
        Also found among {labelPlural}
      </Typography>
      <QueryGate
        queries={[scenarios, describe]}
        loadingLabel={`Loading the matches among ${labelPlural}`}
        placeholder={
          <>
            <Skeleton variant="text" sx={{ mb: 1 }} />
            <Skeleton variant="rectangular" height={120} />
          </>
        }
      >
        {([, describeOutput]) => {
          const summary = summariseInput(values, fields);
          return (
            <>
              <Typography sx={{ mb: 1.5 }}>
                {count === 1 ? `1 existing ${label} matches` : `${count} existing ${labelPlural} match`} the
                values carried over from your {searchedTypeLabel} search{summary ? `: ${summary}` : ''}.{' '}
                {count === 1 ? 'It is a record' : 'They are records'} of another type, scored with the {label}{' '}
                scenarios.
              </Typography>
              <MatchTable
                results={matches.results}
                values={values}
                fields={fields}
                describeFields={describeOutput.fields}
                typeLabel={label}
                tableLabel={`Matches among ${labelPlural}`}
                breakdownHeadingLevel={4}
              />
            </>
          );
        }}
      </QueryGate>
    </Box>
  );
}
