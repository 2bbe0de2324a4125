import { Button, Stack } from '@mui/material';
import type { ReviewActions } from './use-review-shortcuts';

interface ReviewActionBarProps {
  actions: ReviewActions;
  /** Whether the records may still be merged or decided; Skip always may. */
  open: boolean;
  merging: boolean;
  deciding: boolean;
}

/** The review's buttons, each naming its key. */
export function ReviewActionBar({ actions, open, merging, deciding }: ReviewActionBarProps) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}
      aria-label="Review actions"
    >
      <Button
        variant="contained"
        disabled={!open}
        loading={merging}
        onClick={actions.merge}
        aria-keyshortcuts="M"
      >
        Merge (M)
      </Button>
      <Button variant="outlined" disabled={!open} onClick={actions.mergeNext} aria-keyshortcuts="N">
        Merge &amp; next (N)
      </Button>
      <Button
        variant="outlined"
        color="error"
        disabled={!open}
        loading={deciding}
        onClick={actions.notDuplicate}
        aria-keyshortcuts="D"
      >
        Not a duplicate (D)
      </Button>
      <Button onClick={actions.skip} aria-keyshortcuts="S">
        Skip (S)
      </Button>
    </Stack>
  );
}
