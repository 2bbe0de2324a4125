import { Button, Stack } from '@mui/material';
import { ReviewKeysHelp } from './ReviewKeysHelp';
import type { ReviewActions } from './use-review-shortcuts';

interface ReviewActionBarProps {
  actions: ReviewActions;
  /** Whether the records may still be merged or decided; Skip always may. */
  open: boolean;
  /** Whether they may be merged: records of two types (a cross-object job's group) may only be decided. */
  mergeable: boolean;
  merging: boolean;
  deciding: boolean;
}

/** The review's buttons, each naming its key. */
export function ReviewActionBar({ actions, open, mergeable, merging, deciding }: ReviewActionBarProps) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}
      aria-label="Review actions"
    >
      <Button
        variant="contained"
        disabled={!mergeable}
        loading={merging}
        onClick={actions.merge}
        aria-keyshortcuts="M"
      >
        Merge (M)
      </Button>
      <Button variant="outlined" disabled={!mergeable} onClick={actions.mergeNext} aria-keyshortcuts="N">
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
      <ReviewKeysHelp />
    </Stack>
  );
}
