import type { Role } from '../../contract/roles';
import { PAGE_ROUTES } from './page-routes';

export interface NavItem {
  to: string;
  label: string;
  /** The least role that may use the page; the navigation hides it from others. */
  role: Role;
}

export const NAV_ITEMS: readonly NavItem[] = PAGE_ROUTES.flatMap(({ path, navLabel, role }) =>
  navLabel === undefined ? [] : [{ to: path, label: navLabel, role }],
);
