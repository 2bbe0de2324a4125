import type { UseMutationResult } from '@tanstack/react-query';
import { Alert, Box, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import type { Address, AddressValidationInput, AddressValidationOutput } from '../../../contract/address';
import { AnnouncedSection } from '../../ui/AnnouncedSection';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { DefinitionList } from '../../ui/DefinitionList';
import { AddressCard } from './AddressCard';
import { AdviceBadge } from './AdviceBadge';
import { unverifiedFields } from './unverified-fields';

interface ValidationOutcomeProps {
  validate: UseMutationResult<AddressValidationOutput, Error, AddressValidationInput>;
  /** Puts a suggestion into the validate form. */
  onUse: (address: Address) => void;
}

/** The service's verdict on the last validation: advice, status, credit, and the suggestions best first. */
export function ValidationOutcome({ validate, onUse }: ValidationOutcomeProps) {
  let content;
  let announcement = '';
  if (validate.isPending) {
    announcement = 'Validating the address…';
    content = (
      <Box>
        <Typography sx={{ mb: 1 }}>{announcement}</Typography>
        <LinearProgress aria-label={announcement} />
      </Box>
    );
  } else if (validate.isError) {
    announcement = 'The address was not validated.';
    content = <ApiErrorAlert error={validate.error} onRetry={() => validate.mutate(validate.variables)} />;
  } else if (validate.isSuccess) {
    const { advice, status, addresses } = validate.data;
    const count = addresses.length;
    announcement = `Advice ${advice}. ${status.message} ${count === 1 ? '1 suggestion.' : `${count} suggestions.`}`;
    content = (
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label="Verdict">
          <Box sx={{ mb: 1.5 }}>
            <AdviceBadge advice={advice} />
          </Box>
          <Typography sx={{ mb: 1.5 }}>{status.message}</Typography>
          <DefinitionList
            items={[
              { key: 'code', term: 'Result code', description: status.code },
              {
                key: 'credit',
                term: 'Billed',
                description: status.credit ? 'Yes: this call counts against the credits' : 'No',
              },
            ]}
          />
        </Paper>
        {count === 0 ? (
          <Alert severity="info">The service has no suggestion for this address.</Alert>
        ) : (
          <Box component="section" aria-labelledby="address-suggestions-heading">
            <Typography id="address-suggestions-heading" variant="h6" component="h3" gutterBottom>
              {count === 1 ? 'Suggestion' : 'Suggestions, best first'}
            </Typography>
            <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {addresses.map((address, index) => (
                <li key={index}>
                  <AddressCard
                    address={address}
                    heading={`Suggestion ${index + 1}`}
                    entered={validate.variables}
                    // The status message tells about the best suggestion only.
                    unverified={index === 0 ? unverifiedFields(status.message) : undefined}
                    onUse={() => onUse(address)}
                  />
                </li>
              ))}
            </Stack>
          </Box>
        )}
      </Stack>
    );
  }

  return (
    <AnnouncedSection announcement={announcement} headingId="address-result-heading" heading="Result">
      {content}
    </AnnouncedSection>
  );
}
