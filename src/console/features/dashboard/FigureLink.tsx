import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link } from '@mui/material';
import type { Role } from '../../../contract/roles';
import { useHasRole } from '../../auth/use-has-role';

interface FigureLinkProps {
  /** The list behind the figure. */
  to: string;
  /** The least role that may open that list. */
  role: Role;
  children: ReactNode;
}

/** A figure that opens the list it counts; plain text for whom that list's page is closed, rather than a dead end. */
export function FigureLink({ to, role, children }: FigureLinkProps) {
  if (!useHasRole(role)) return <>{children}</>;
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}
