import type { Role } from '../../contract/roles';

export interface NavItem {
  to: string;
  label: string;
  /** The least role that may use the page; the navigation hides it from others. */
  role: Role;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/scenarios', label: 'Scenarios', role: 'viewer' },
  { to: '/search', label: 'Search', role: 'steward' },
  { to: '/upsert', label: 'Upsert', role: 'steward' },
  { to: '/review', label: 'Review', role: 'steward' },
  { to: '/jobs', label: 'Duplicate jobs', role: 'steward' },
  { to: '/address', label: 'Address', role: 'steward' },
  { to: '/audit', label: 'Audit', role: 'steward' },
];
