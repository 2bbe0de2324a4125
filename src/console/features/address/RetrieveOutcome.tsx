import type { UseMutationResult } from '@tanstack/react-query';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import type { AddressRetrieveInput, AddressRetrieveOutput } from '../../../contract/address';
import { AnnouncedSection } from '../../ui/AnnouncedSection';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { AddressCard } from './AddressCard';

/** The address chosen in the type-ahead as retrieve answered it; the validate form below holds its fields. */
export function RetrieveOutcome({
  retrieve,
}: {
  retrieve: UseMutationResult<AddressRetrieveOutput, Error, AddressRetrieveInput>;
}) {
  let content;
  let announcement = '';
  if (retrieve.isPending) {
    announcement = 'Retrieving the address…';
    content = (
      <Box>
        <Typography sx={{ mb: 1 }}>{announcement}</Typography>
        <LinearProgress aria-label={announcement} />
      </Box>
    );
  } else if (retrieve.isError) {
    announcement = 'The address was not retrieved.';
    content = <ApiErrorAlert error={retrieve.error} onRetry={() => retrieve.mutate(retrieve.variables)} />;
  } else if (retrieve.isSuccess) {
    const { address, status } = retrieve.data;
    if (address) {
      const oneLine = address.fullAddress.split('\n').join(', ');
      announcement = `Retrieved ${oneLine}. The form below holds it.`;
      content = <AddressCard address={address} heading={oneLine} />;
    } else {
      announcement = status?.message ?? 'The service answered no address.';
      content = <Alert severity="warning">{announcement}</Alert>;
    }
  }
  return (
    <AnnouncedSection
      announcement={announcement}
      headingId="address-retrieved-heading"
      heading="Retrieved address"
    >
      {content}
    </AnnouncedSection>
  );
}
