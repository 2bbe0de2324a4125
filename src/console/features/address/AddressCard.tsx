import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { Address } from '../../../contract/address';
import type { AddressTextField } from './address-form-values';
import { DefinitionList, type Definition } from '../../ui/DefinitionList';
import { AdviceBadge } from './AdviceBadge';
import { compareWithEntered, type EnteredAddress } from './field-diff';
import { FieldComparisonTable } from './FieldComparisonTable';
import { geocodeFacts } from './geocode-facts';

interface AddressCardProps {
  address: Address;
  heading: string;
  /** What was validated: the card then compares each field with it. */
  entered?: EnteredAddress;
  /** Fields the service kept as given without verifying them. */
  unverified?: ReadonlySet<AddressTextField>;
  /** Puts the address into the validate form. */
  onUse?: () => void;
}

/** An address the service answered: advice, postal lines, fields (compared with the input), coordinates. */
export function AddressCard({ address, heading, entered, unverified, onUse }: AddressCardProps) {
  const facts: Definition[] = [];
  if (address.status) {
    facts.push({
      key: 'status',
      term: 'Status',
      description: `${address.status.message} (code ${address.status.code})`,
    });
  }
  facts.push(...geocodeFacts(address));
  const oneLine = address.fullAddress.split('\n').join(', ');
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2 }} aria-label={heading}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }} useFlexGap>
        <Typography variant="h6" component="h3">
          {heading}
        </Typography>
        {address.advice && <AdviceBadge advice={address.advice} />}
      </Stack>
      <Box component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line', mb: 1.5 }}>
        {address.fullAddress}
      </Box>
      {entered && (
        <FieldComparisonTable
          rows={compareWithEntered(address, entered, unverified)}
          label={`Fields of ${heading}`}
        />
      )}
      {facts.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <DefinitionList items={facts} />
        </Box>
      )}
      {onUse && (
        <Button variant="outlined" sx={{ mt: 2 }} onClick={onUse} aria-label={`Use this: ${oneLine}`}>
          Use this
        </Button>
      )}
    </Paper>
  );
}
