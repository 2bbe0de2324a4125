import { useQuery } from '@tanstack/react-query';
import { myLicenceQueryOptions } from '../api/licence-seat-queries';
import { useAuth } from './auth-context';

/**
 * Whether the signed-in user holds an API licence seat, which every page showing records needs: `checking` until
 * the service answers. Should it not answer, `held`: the service refuses what needs a seat all the same, and the
 * page then says so.
 */
export type LicenceSeat = 'held' | 'none' | 'checking';

export function useLicenceSeat(): LicenceSeat {
  const subject = useAuth().user?.profile.sub ?? '';
  const mine = useQuery(myLicenceQueryOptions(subject));
  if (mine.isPending) return 'checking';
  return mine.data?.hasSeat === false ? 'none' : 'held';
}
