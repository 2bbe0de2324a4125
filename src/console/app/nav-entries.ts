import { hasRole, type Role } from '../../contract/roles';
import type { PageRoute } from './page-routes';

export interface NavItem {
  to: string;
  label: string;
  /** The least role that may use the page; the navigation hides it from others. */
  role: Role;
  /** The page needs an API licence seat, so the navigation hides it from a user without one. */
  needsSeat: boolean;
}

/** Pages listed together in one menu of the navigation, such as the admin pages. */
export interface NavGroup {
  label: string;
  items: NavItem[];
}

export type NavEntry = NavItem | NavGroup;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

/** The navigation of pages with a label, in their order; a group stands where its first page does. */
export function navEntriesOf(routes: readonly Omit<PageRoute, 'element'>[]): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const { path, navLabel, navGroup, role, needsSeat = false } of routes) {
    if (navLabel === undefined) continue;
    const item = { to: path, label: navLabel, role, needsSeat };
    if (navGroup === undefined) {
      entries.push(item);
      continue;
    }
    const group = entries.find((entry) => isNavGroup(entry) && entry.label === navGroup) as
      NavGroup | undefined;
    if (group) group.items.push(item);
    else entries.push({ label: navGroup, items: [item] });
  }
  return entries;
}

/** What the signed-in user may open: their roles, and whether they hold an API licence seat. */
export interface Access {
  roles: readonly string[];
  licenceSeat: boolean;
}

const mayOpen = (item: NavItem, { roles, licenceSeat }: Access) =>
  hasRole(roles, item.role) && (licenceSeat || !item.needsSeat);

/** What the user is offered: the pages their access allows, and groups with at least one of them. */
export function visibleNavEntries(entries: readonly NavEntry[], access: Access): NavEntry[] {
  return entries.flatMap((entry): NavEntry[] => {
    if (!isNavGroup(entry)) return mayOpen(entry, access) ? [entry] : [];
    const items = entry.items.filter((item) => mayOpen(item, access));
    return items.length > 0 ? [{ label: entry.label, items }] : [];
  });
}

/** Whether a page address is the entry's page or one below it, which marks the entry as the current one. */
export const isWithin = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);
