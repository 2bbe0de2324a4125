import { describe, expect, it } from 'vitest';
import type { PageRoute } from './page-routes';
import { navEntriesOf, visibleNavEntries, isWithin } from './nav-entries';

const routes: Omit<PageRoute, 'element'>[] = [
  { path: '/scenarios', role: 'viewer', navLabel: 'Scenarios' },
  { path: '/admin/licences', role: 'admin', navLabel: 'Licences', navGroup: 'Admin' },
  { path: '/search', role: 'steward', needsSeat: true, navLabel: 'Search' },
  { path: '/records/:objectType/:recordId', role: 'viewer' },
  { path: '/admin/usage', role: 'admin', navLabel: 'Usage', navGroup: 'Admin' },
];

const scenarios = { to: '/scenarios', label: 'Scenarios', role: 'viewer', needsSeat: false };
const search = { to: '/search', label: 'Search', role: 'steward', needsSeat: true };
const admin = {
  label: 'Admin',
  items: [
    { to: '/admin/licences', label: 'Licences', role: 'admin', needsSeat: false },
    { to: '/admin/usage', label: 'Usage', role: 'admin', needsSeat: false },
  ],
};
/** Roles with an API licence seat. */
const seated = (...roles: string[]) => ({ roles, licenceSeat: true });

describe('navEntriesOf', () => {
  it('lists the labelled pages in order, a group where its first page stands', () => {
    expect(navEntriesOf(routes)).toEqual([scenarios, admin, search]);
  });
});

describe('visibleNavEntries', () => {
  it('offers an admin every page and group', () => {
    expect(visibleNavEntries(navEntriesOf(routes), seated('admin'))).toEqual([scenarios, admin, search]);
  });

  it('leaves out the pages and the groups a steward may not use', () => {
    expect(visibleNavEntries(navEntriesOf(routes), seated('steward'))).toEqual([scenarios, search]);
  });

  it('leaves out the pages showing records for a user without a licence seat, whatever the role', () => {
    expect(visibleNavEntries(navEntriesOf(routes), { roles: ['admin'], licenceSeat: false })).toEqual([
      scenarios,
      admin,
    ]);
  });

  it('keeps a group with only the pages the roles allow', () => {
    const help: Omit<PageRoute, 'element'> = {
      path: '/admin/help',
      role: 'viewer',
      navLabel: 'Help',
      navGroup: 'Admin',
    };
    expect(visibleNavEntries(navEntriesOf([...routes, help]), seated('viewer'))).toEqual([
      scenarios,
      { label: 'Admin', items: [{ to: '/admin/help', label: 'Help', role: 'viewer', needsSeat: false }] },
    ]);
  });
});

describe('isWithin', () => {
  it('marks an entry on its page and on the pages below it, not on a page of a longer name', () => {
    expect(isWithin('/admin/filters', '/admin/filters')).toBe(true);
    expect(isWithin('/admin/filters/new', '/admin/filters')).toBe(true);
    expect(isWithin('/admin/filters-old', '/admin/filters')).toBe(false);
    expect(isWithin('/search', '/')).toBe(false);
  });
});
