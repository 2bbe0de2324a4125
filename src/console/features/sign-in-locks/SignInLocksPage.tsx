import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../ui/PageHeader';
import { QueryGate } from '../../ui/QueryGate';
import { SkeletonRows } from '../../ui/SkeletonRows';
import { LocksTable } from './LocksTable';
import { signInLocksQueryOptions } from './sign-in-lock-queries';

/** Who is locked out of signing in from where, and a way to let them back in before the lock runs out. */
export default function SignInLocksPage() {
  const locks = useQuery(signInLocksQueryOptions());
  return (
    <>
      <PageHeader
        title="Sign-in locks"
        intro="Repeated wrong passwords or client secrets from one address lock that user or client out from that address for a while; from anywhere else it still signs in. Lift a lock to let it back in at once, for instance once a mistyped secret has been put right."
      />
      <QueryGate
        queries={[locks]}
        loadingLabel="Loading the sign-in locks"
        placeholder={<SkeletonRows count={3} height={36} />}
      >
        {([list]) => <LocksTable locks={list} />}
      </QueryGate>
    </>
  );
}
