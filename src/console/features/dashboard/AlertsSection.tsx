import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useHasRole } from '../../auth/use-has-role';
import { useLicenceSeat } from '../../auth/use-licence-seat';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { DateTimeText } from '../../ui/DateTimeText';
import { SavedSnackbar } from '../../ui/SavedSnackbar';
import type { Alert as OpenAlert } from '../../../contract/alerts';
import { alertKeys, dismissAlertMutationOptions } from './alert-queries';
import { ALERT_TITLES, alertLink } from './alert-paths';

/**
 * The open alerts at the top of Home, each with what it is about in words, where to act on it, and (for a
 * steward) a dismissal for everyone. Nothing shows while none holds but the word of the last dismissal.
 */
export function AlertsSection({ open }: { open: readonly OpenAlert[] }) {
  const queryClient = useQueryClient();
  const dismiss = useMutation({
    ...dismissAlertMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.open }),
  });
  const [dismissed, setDismissed] = useState<string>();
  const steward = useHasRole('steward');
  const seat = useLicenceSeat() !== 'none';
  const snackbar = (
    <SavedSnackbar
      message={dismissed && `Dismissed for everyone: ${dismissed}. It comes back only if it happens again.`}
      onClose={() => setDismissed(undefined)}
    />
  );
  if (open.length === 0) return snackbar;
  return (
    <Box component="section" aria-labelledby="alerts-heading" sx={{ mb: 2 }}>
      <Typography id="alerts-heading" component="h2" variant="h6" gutterBottom>
        Alerts
      </Typography>
      {dismiss.isError && <ApiErrorAlert error={dismiss.error} />}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {open.map((alert) => {
          const link = alertLink(alert);
          return (
            // Listed, not announced: they are what Home shows, not news of something the user just did.
            <Alert
              key={alert.id}
              component="li"
              role="listitem"
              severity="warning"
              action={
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-end' }}>
                  {steward && (seat || !link.needsSeat) && (
                    <Button component={RouterLink} to={link.to} color="inherit" size="small">
                      {link.text}
                    </Button>
                  )}
                  {steward && (
                    <Button
                      color="inherit"
                      size="small"
                      disabled={dismiss.isPending}
                      aria-label={`Dismiss: ${ALERT_TITLES[alert.kind]}`}
                      onClick={() =>
                        dismiss.mutate(alert.id, { onSuccess: () => setDismissed(ALERT_TITLES[alert.kind]) })
                      }
                    >
                      Dismiss
                    </Button>
                  )}
                </Stack>
              }
            >
              <AlertTitle>{ALERT_TITLES[alert.kind]}</AlertTitle>
              {alert.summary}{' '}
              <Typography component="span" variant="body2">
                Raised <DateTimeText iso={alert.raisedAt} />.
              </Typography>
            </Alert>
          );
        })}
      </Stack>
      {snackbar}
    </Box>
  );
}
