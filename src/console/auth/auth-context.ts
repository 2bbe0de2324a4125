import { createContext, useContext } from 'react';
import type { User } from 'oidc-client-ts';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  displayName: string;
  email: string | undefined;
  roles: string[];
  /** Sends the browser to the identity provider; after sign-in it comes back to `returnTo`. */
  signIn: (returnTo?: string) => Promise<void>;
  signOut: () => Promise<void>;
  /** Finishes the redirect on /callback and answers where to go next (undefined inside a silent-renew frame). */
  completeSignIn: () => Promise<string | undefined>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() needs an <AuthProvider> above it.');
  return value;
}
