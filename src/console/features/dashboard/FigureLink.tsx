import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link } from '@mui/material';
import type { Role } from '../../../contract/roles';
import { useHasRole } from '../../auth/use-has-role';
import { useLicenceSeat } from '../../auth/use-licence-seat';

interface FigureLinkProps {
  /** The list behind the figure. */
  to: string;
  /** The least role that may open that list. */
  role: Role;
  /** That list shows records, which needs an API licence seat. */
  needsSeat?: boolean;
  children: ReactNode;
}

/** A figure that opens the list it counts; plain text for whom that list's page is closed, rather than a dead end. */
export function FigureLink({ to, role, needsSeat = false, children }: FigureLinkProps) {
  const roleAllows = useHasRole(role);
  const seatAllows = useLicenceSeat() !== 'none' || !needsSeat;
  if (!roleAllows || !seatAllows) return <>{children}</>;
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}
