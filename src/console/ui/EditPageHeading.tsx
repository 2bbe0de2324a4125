import { Link as RouterLink } from 'react-router';
import { Link, Typography } from '@mui/material';

interface EditPageHeadingProps {
  /** The page's heading, e.g. "New filter". */
  title: string;
  /** The admin page it belongs to, named in the tab after the title, e.g. Filters. */
  section: string;
  /** The list the form returns to, and the link's words, e.g. "All Lead filters". */
  backTo: string;
  backLabel: string;
}

/** The tab title, the way back to the list and the heading of a page that creates or changes one thing. */
export function EditPageHeading({ title, section, backTo, backLabel }: EditPageHeadingProps) {
  return (
    <>
      <title>{`${title} · ${section} · Steward`}</title>
      <Link component={RouterLink} to={backTo}>
        {backLabel}
      </Link>
      <Typography variant="h4" component="h1" gutterBottom sx={{ mt: 1 }}>
        {title}
      </Typography>
    </>
  );
}
