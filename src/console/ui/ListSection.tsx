import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';

interface ListSectionProps {
  /** The section's heading, e.g. "Lead filters". */
  title: string;
  /** The link to the page that creates one more, e.g. "New filter". */
  newLabel: string;
  newPath: string;
  /** What a form that returned here reports, e.g. that it saved. */
  notice: string | undefined;
  children: ReactNode;
}

/** A list of things an admin keeps, under its heading with the way to create one and what was last done. */
export function ListSection({ title, newLabel, newPath, notice, children }: ListSectionProps) {
  const headingId = 'list-section-heading';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h5" component="h2">
          {title}
        </Typography>
        <Button component={RouterLink} to={newPath} startIcon={<AddIcon />}>
          {newLabel}
        </Button>
      </Box>
      <Box role="status">
        {notice && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {notice}
          </Alert>
        )}
      </Box>
      {children}
    </Box>
  );
}
