import { useQuery } from '@tanstack/react-query';
import { Alert, Box, List, ListItem, Typography } from '@mui/material';
import { isApiError } from '../../api/api-error';
import { withoutFieldPrefix } from '../../ui/server-field-errors';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { scheduleTimesQueryOptions } from './schedule-queries';
import { formatInZone } from './schedule-text';

/** A pause after typing before the expression is read, so each keystroke does not ask the service. */
const READ_DELAY_MS = 300;

/**
 * The expression as the service will read it, while it is typed: in words and its next five times in its zone,
 * or what is wrong with it, so a steward sees "At 02:00" before saving "0 2 * * *".
 */
export function ScheduleTimesPreview({ cron, timeZone }: { cron: string; timeZone: string }) {
  const settled = useDebouncedValue(`${cron}\n${timeZone}`, READ_DELAY_MS);
  const [settledCron = '', settledZone = ''] = settled.split('\n');
  const times = useQuery(scheduleTimesQueryOptions({ cron: settledCron.trim(), timeZone: settledZone }));
  if (times.isError) {
    const error = times.error;
    const field = isApiError(error) ? error.fields?.[0] : undefined;
    const message = !isApiError(error)
      ? 'The times could not be read.'
      : field
        ? withoutFieldPrefix(error.message, field)
        : error.message;
    return (
      <Alert severity="warning" aria-live="polite">
        {message}
      </Alert>
    );
  }
  if (!times.data) return null;
  return (
    <Box aria-live="polite" aria-label="When it runs">
      <Typography sx={{ fontWeight: 600 }}>{times.data.description}</Typography>
      <Typography variant="body2" color="text.secondary">
        Its next five times:
      </Typography>
      <List dense disablePadding>
        {times.data.nextOccurrences.map((time) => (
          <ListItem key={time} disableGutters sx={{ py: 0 }}>
            <time dateTime={time}>{formatInZone(time, settledZone)}</time>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
