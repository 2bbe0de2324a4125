import type { UseMutationResult } from '@tanstack/react-query';
import { Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import type { Advice, Status } from '../../../contract/address';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { DefinitionList, type Definition } from '../../ui/DefinitionList';
import { AdviceBadge } from './AdviceBadge';

interface ContactVerdict {
  advice: Advice;
  status: Status;
  suggestion: string | null;
}

interface ContactOutcomeProps<Output extends ContactVerdict, Input> {
  validation: UseMutationResult<Output, Error, Input>;
  /** What was validated, for the announcements: "e-mail address". */
  what: string;
  /** The accessible name of the verdict: "E-mail verdict". */
  label: string;
  factsOf: (output: Output) => Definition[];
  /** Puts the suggestion into the form, to validate it in turn. */
  onUseSuggestion: (suggestion: string) => void;
}

/**
 * The service's verdict on an e-mail address or phone number: advice, status, the suggestion when there is one,
 * and the facts found; announced to screen readers as it starts and ends.
 */
export function ContactOutcome<Output extends ContactVerdict, Input>({
  validation,
  what,
  label,
  factsOf,
  onUseSuggestion,
}: ContactOutcomeProps<Output, Input>) {
  let announcement = '';
  let content;
  if (validation.isPending) {
    announcement = `Validating the ${what}…`;
    content = <LinearProgress aria-label={announcement} />;
  } else if (validation.isError) {
    announcement = `The ${what} was not validated.`;
    content = (
      <ApiErrorAlert error={validation.error} onRetry={() => validation.mutate(validation.variables)} />
    );
  } else if (validation.isSuccess) {
    const { advice, status, suggestion } = validation.data;
    announcement = `Advice ${advice}. ${status.message}`;
    content = (
      <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={label}>
        <Box sx={{ mb: 1.5 }}>
          <AdviceBadge advice={advice} />
        </Box>
        <Typography sx={{ mb: 1.5 }}>{status.message}</Typography>
        {suggestion && (
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}
            useFlexGap
          >
            <Typography>
              Suggestion: <strong>{suggestion}</strong>
            </Typography>
            <Button
              variant="outlined"
              size="small"
              onClick={() => onUseSuggestion(suggestion)}
              aria-label={`Use suggestion: ${suggestion}`}
            >
              Use suggestion
            </Button>
          </Stack>
        )}
        <DefinitionList
          items={[
            ...factsOf(validation.data),
            { key: 'code', term: 'Result code', description: status.code },
            {
              key: 'credit',
              term: 'Billed',
              description: status.credit ? 'Yes: this call counts against the credits' : 'No',
            },
          ]}
        />
      </Paper>
    );
  }
  return (
    <>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
      {content && <Box sx={{ mt: 2 }}>{content}</Box>}
    </>
  );
}
