import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { ConsoleConfig } from '../../contract/console-config';

/**
 * The OpenID Connect client. The user lives in sessionStorage so a session ends with the tab, and refresh tokens
 * keep it alive while the tab is open (automaticSilentRenew uses the refresh grant when one was issued).
 */
export function createUserManager(config: ConsoleConfig, origin: string): UserManager {
  return new UserManager({
    authority: config.oidcAuthority,
    client_id: config.oidcClientId,
    scope: config.oidcScope,
    response_type: 'code',
    redirect_uri: `${origin}/callback`,
    post_logout_redirect_uri: `${origin}/`,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: true,
    // The ID token already carries name and email, so the userinfo round-trip is not needed.
    loadUserInfo: false,
  });
}

let pendingCallback: Promise<User | undefined> | undefined;

/**
 * Completes the authorization-code exchange exactly once. React StrictMode mounts the callback page twice in
 * development; a second exchange of the same code makes the provider revoke the whole grant.
 */
export function completeSigninOnce(userManager: UserManager): Promise<User | undefined> {
  pendingCallback ??= userManager.signinCallback();
  return pendingCallback;
}
