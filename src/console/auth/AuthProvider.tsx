import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { User, UserManager } from 'oidc-client-ts';
import { AuthContext, type AuthContextValue } from './auth-context';
import { rolesFromAccessToken } from './roles-claim';
import { safeReturnTo } from './return-to';
import { completeSigninOnce } from './user-manager';

interface AuthProviderProps {
  userManager: UserManager;
  /** Dotted path of the roles claim in the access token, from the runtime config. */
  rolesClaim: string;
  children: ReactNode;
}

export function AuthProvider({ userManager, rolesClaim, children }: AuthProviderProps) {
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    const restore = async () => {
      const stored = await userManager.getUser();
      if (stored && !stored.expired) return stored;
      // A tab reopened after the access token expired can still renew with its refresh token.
      if (stored?.refresh_token) return userManager.signinSilent().catch(() => null);
      if (stored) await userManager.removeUser();
      return null;
    };
    restore()
      .catch(() => null)
      .then((restored) => {
        if (!active) return;
        setUser(restored ?? null);
        setLoading(false);
      });

    const onLoaded = (loaded: User) => setUser(loaded);
    const onUnloaded = () => setUser(null);
    // Renewal failed and the token is gone: drop the user so the guard asks for a new sign-in.
    const onExpired = () => void userManager.removeUser();
    userManager.events.addUserLoaded(onLoaded);
    userManager.events.addUserUnloaded(onUnloaded);
    userManager.events.addUserSignedOut(onUnloaded);
    userManager.events.addAccessTokenExpired(onExpired);
    return () => {
      active = false;
      userManager.events.removeUserLoaded(onLoaded);
      userManager.events.removeUserUnloaded(onUnloaded);
      userManager.events.removeUserSignedOut(onUnloaded);
      userManager.events.removeAccessTokenExpired(onExpired);
    };
  }, [userManager]);

  const signIn = useCallback(
    (returnTo?: string) => userManager.signinRedirect({ state: { returnTo: safeReturnTo(returnTo) } }),
    [userManager],
  );
  const signOut = useCallback(() => userManager.signoutRedirect(), [userManager]);
  const completeSignIn = useCallback(async () => {
    const signedIn = await completeSigninOnce(userManager);
    if (!signedIn) return undefined;
    setUser(signedIn);
    const state = signedIn.state as { returnTo?: unknown } | undefined;
    return safeReturnTo(state?.returnTo);
  }, [userManager]);

  const value = useMemo<AuthContextValue>(() => {
    const profile = user?.profile;
    return {
      status: loading ? 'loading' : user ? 'signed-in' : 'signed-out',
      user,
      displayName: profile?.name ?? profile?.preferred_username ?? profile?.email ?? profile?.sub ?? '',
      email: profile?.email,
      roles: rolesFromAccessToken(user?.access_token, rolesClaim),
      signIn,
      signOut,
      completeSignIn,
    };
  }, [user, loading, rolesClaim, signIn, signOut, completeSignIn]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
