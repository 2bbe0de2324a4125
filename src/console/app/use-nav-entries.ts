import { useAuth } from '../auth/auth-context';
import { useLicenceSeat } from '../auth/use-licence-seat';
import { navEntriesOf, visibleNavEntries, type NavEntry } from './nav-entries';
import { PAGE_ROUTES } from './page-routes';

const NAV_ENTRIES = navEntriesOf(PAGE_ROUTES);

/** The navigation the signed-in user is offered, in the header and in the drawer alike. */
export function useNavEntries(): NavEntry[] {
  const { roles } = useAuth();
  // Until the service has said, the pages showing records are offered: it refuses their records all the same.
  const licenceSeat = useLicenceSeat() !== 'none';
  return visibleNavEntries(NAV_ENTRIES, { roles, licenceSeat });
}
