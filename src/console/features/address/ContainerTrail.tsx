import { Breadcrumbs, Link, Typography } from '@mui/material';
import type { AddressFindSuggestion } from '../../../contract/address';

interface ContainerTrailProps {
  /** The streets, postcodes and cities opened so far, outermost first. */
  trail: readonly AddressFindSuggestion[];
  /** Goes back to the level that shows `depth` containers opened (0: the whole search). */
  onBack: (depth: number) => void;
}

/** Where the type-ahead is looking: the containers opened, each a way back to its own list. */
export function ContainerTrail({ trail, onBack }: ContainerTrailProps) {
  if (trail.length === 0) return null;
  const levels = [
    { label: 'All addresses', container: '' },
    ...trail.map((entry) => ({
      label: `${entry.address} (${entry.type.toLowerCase()})`,
      container: entry.container,
    })),
  ];
  return (
    <Breadcrumbs aria-label="Opened containers" sx={{ mb: 1 }}>
      {levels.map((level, depth) =>
        depth === levels.length - 1 ? (
          <Typography key={level.container} aria-current="location" sx={{ color: 'text.primary' }}>
            {level.label}
          </Typography>
        ) : (
          <Link
            key={level.container}
            component="button"
            type="button"
            underline="hover"
            onClick={() => onBack(depth)}
          >
            {level.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
