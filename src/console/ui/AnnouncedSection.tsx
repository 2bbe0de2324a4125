import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

interface AnnouncedSectionProps {
  /** What screen readers hear through the status region, e.g. "Searching…", then how it ended. */
  announcement: string;
  headingId: string;
  heading: string;
  /** The section's content; the section is left out while there is none. */
  children?: ReactNode;
}

/**
 * The answer to a form: a status region that is always in the page, so screen readers hear when the request
 * starts and how it ended, and the section that shows it under its heading.
 */
export function AnnouncedSection({ announcement, headingId, heading, children }: AnnouncedSectionProps) {
  return (
    <>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
      {children && (
        <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
          <Typography id={headingId} variant="h5" component="h2" gutterBottom>
            {heading}
          </Typography>
          {children}
        </Box>
      )}
    </>
  );
}
