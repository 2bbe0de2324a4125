import { hasRole, type Role } from '../../contract/roles';
import { useAuth } from './auth-context';

/** Whether the signed-in user holds `role` or a role that includes it. */
export function useHasRole(role: Role): boolean {
  return hasRole(useAuth().roles, role);
}
