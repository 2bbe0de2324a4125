import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Button,
  Link,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RefreshIcon from '@mui/icons-material/Refresh';
import { addressUsageQueryOptions } from '../../api/address-usage-queries';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { usageByPrincipal } from '../../ui/address-usage-summary';
import { pagePaths } from '../../ui/page-paths';

const numberCell = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/** For admins: the credits each user or client has spent on validations and retrievals; loaded when opened. */
export function UsageSection() {
  const [open, setOpen] = useState(false);
  const usage = useQuery({ ...addressUsageQueryOptions(), enabled: open });

  let content;
  if (usage.isPending) {
    content = <Skeleton variant="rectangular" height={96} aria-label="Loading the credits" />;
  } else if (usage.isError) {
    content = <ApiErrorAlert error={usage.error} onRetry={() => void usage.refetch()} />;
  } else {
    const lines = usageByPrincipal(usage.data);
    content =
      lines.length === 0 ? (
        <Alert severity="info">Nobody has spent credits yet.</Alert>
      ) : (
        <Table size="small" aria-label="Credits per user">
          <TableHead>
            <TableRow>
              <TableCell component="th">User or client</TableCell>
              <TableCell component="th" sx={numberCell}>
                Address validations
              </TableCell>
              <TableCell component="th" sx={numberCell}>
                Retrievals
              </TableCell>
              <TableCell component="th" sx={numberCell}>
                E-mail validations
              </TableCell>
              <TableCell component="th" sx={numberCell}>
                Phone validations
              </TableCell>
              <TableCell component="th" sx={numberCell}>
                Credits
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.principal}>
                <TableCell component="th" scope="row">
                  {line.principal}
                </TableCell>
                <TableCell sx={numberCell}>{line.validations}</TableCell>
                <TableCell sx={numberCell}>{line.retrievals}</TableCell>
                <TableCell sx={numberCell}>{line.emailValidations}</TableCell>
                <TableCell sx={numberCell}>{line.phoneValidations}</TableCell>
                <TableCell sx={{ ...numberCell, fontWeight: 600 }}>{line.credits}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      );
  }

  return (
    <Accordion
      expanded={open}
      onChange={(_event, expanded) => setOpen(expanded)}
      sx={{ mt: 4 }}
      slotProps={{ heading: { component: 'h2' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="address-usage-content"
        id="address-usage-header"
      >
        <Typography variant="h6" component="span">
          Credits per user
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography sx={{ mb: 2, color: 'text.secondary' }}>
          Each address validation or retrieval costs 1 credit, 5 when geocoded, each e-mail or phone
          validation 1; find is free. The{' '}
          <Link component={RouterLink} to={pagePaths.usage()}>
            usage page
          </Link>{' '}
          shows them per day.
        </Typography>
        {content}
        <Button
          sx={{ mt: 1 }}
          startIcon={<RefreshIcon />}
          onClick={() => void usage.refetch()}
          disabled={usage.isFetching}
        >
          Refresh
        </Button>
      </AccordionDetails>
    </Accordion>
  );
}
