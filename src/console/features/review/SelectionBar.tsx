import { Box, Button, Paper, Typography } from '@mui/material';
import { countOf } from './batch-text';

interface SelectionBarProps {
  /** Items the actions would take. */
  count: number;
  /** What an item is called: "group", "item". */
  noun: string;
  /** Every open item that matches is chosen, not only those checked. */
  allMatching: boolean;
  /** With every row of the page checked: how many match, to offer choosing them all. */
  offerMatching: number | undefined;
  onSelectAllMatching: () => void;
  onMerge: () => void;
  onNotDuplicate: () => void;
  onClear: () => void;
  /** While a batch is being started, its actions wait. */
  busy: boolean;
}

/**
 * The items checked in a review list and what can be done to them together: merge, decide not duplicates, or
 * clear the choice. With a whole page checked it offers every item that matches, on every page.
 */
export function SelectionBar(props: SelectionBarProps) {
  const { count, noun, allMatching, offerMatching, busy } = props;
  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label="Selection"
      sx={{ p: 1, mb: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <Typography sx={{ fontWeight: 500, mr: 1 }} role="status">
        {allMatching ? `All ${countOf(count, noun)} that match selected` : `${count} selected`}
      </Typography>
      {offerMatching !== undefined && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2">Every {noun} on this page is selected.</Typography>
          <Button size="small" onClick={props.onSelectAllMatching}>
            Select all {offerMatching} that match
          </Button>
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: 'auto' }}>
        <Button variant="contained" onClick={props.onMerge} disabled={busy}>
          Merge…
        </Button>
        <Button variant="outlined" onClick={props.onNotDuplicate} disabled={busy}>
          Not a duplicate…
        </Button>
        <Button onClick={props.onClear} disabled={busy}>
          Clear
        </Button>
      </Box>
    </Paper>
  );
}
