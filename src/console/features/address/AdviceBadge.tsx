import { Chip } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import WarningIcon from '@mui/icons-material/Warning';
import type { Advice } from '../../../contract/address';

/**
 * Colour, icon and words each tell the advice, so it reads without colour too. The colours are darker (GREEN,
 * RED) or lighter (AMBER) than the theme's so their text keeps a contrast of at least 4.5:1.
 */
const ADVICE = {
  GREEN: { meaning: 'verified', Icon: CheckCircleIcon, bgcolor: '#1b5e20', color: '#ffffff' },
  AMBER: { meaning: 'check the suggestion', Icon: WarningIcon, bgcolor: '#ffca28', color: '#000000de' },
  RED: { meaning: 'not verified', Icon: ErrorIcon, bgcolor: '#b71c1c', color: '#ffffff' },
} as const;

export function AdviceBadge({ advice }: { advice: Advice }) {
  const { meaning, Icon, bgcolor, color } = ADVICE[advice];
  return (
    <Chip
      icon={<Icon />}
      label={`${advice} · ${meaning}`}
      sx={{ bgcolor, color, fontWeight: 600, '& .MuiChip-icon': { color: 'inherit' } }}
    />
  );
}
