import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { ServiceConfig } from '../config/env';
import type { Database } from '../storage/schema';
import { findDemoUser, INTEGRATION_ROLES } from './demo-users';
import { errorPage, loggedOutPage, logoutPage } from './login-pages';
import { oidcAdapterFactory } from './oidc-adapter';
import { importOidcProvider } from './provider-runtime-notice';
import type { ProviderKeys } from './provider-keys';

export const OIDC_MOUNT_PATH = '/oidc';
/** The one scope of our API's resource server. */
export const API_SCOPE = 'api';
const USER_SCOPES = 'openid profile email';

/**
 * The embedded OpenID Connect provider (oidc-provider): demo users, the console as a public PKCE client, and the
 * integration client on the client-credentials grant. Access tokens are RFC 9068 JWTs for our API's audience
 * carrying the roles claim.
 */
export async function createEmbeddedProvider(
  config: ServiceConfig,
  db: Kysely<Database>,
  keys: ProviderKeys,
): Promise<Provider> {
  const { default: OidcProvider, errors } = await importOidcProvider();
  const { oidc } = config;
  const resourceServer = {
    scope: API_SCOPE,
    audience: oidc.audience,
    accessTokenTTL: oidc.accessTokenTtl,
    accessTokenFormat: 'jwt' as const,
    jwt: { sign: { alg: 'RS256' as const } },
  };

  const configuration: Configuration = {
    adapter: oidcAdapterFactory(db),
    clients: [
      {
        client_id: oidc.consoleClientId,
        client_name: 'Steward console',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: oidc.consoleOrigins.map((origin) => `${origin}/callback`),
        post_logout_redirect_uris: oidc.consoleOrigins.map((origin) => `${origin}/`),
      },
      {
        client_id: oidc.integrationClientId,
        client_secret: oidc.integrationClientSecret,
        client_name: 'Integration',
        grant_types: ['client_credentials'],
        response_types: [],
        redirect_uris: [],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [keys.signingKey] },
    cookies: { keys: keys.cookieKeys },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email', 'email_verified'] },
    // The console reads the user's name from the ID token and never calls userinfo.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const user = config.demoMode ? findDemoUser(sub) : undefined;
      if (!user) return undefined;
      return {
        accountId: user.username,
        claims: () => ({
          sub: user.username,
          name: user.name,
          preferred_username: user.username,
          email: user.email,
          email_verified: true,
        }),
      };
    },
    interactions: { url: (_ctx, interaction) => `${OIDC_MOUNT_PATH}/interaction/${interaction.uid}` },
    // Authorization code (with PKCE) only: no implicit or hybrid flow hands a token to the browser's address bar.
    responseTypes: ['code'],
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          // Sent by the console with its ID token, the sign-out goes through at once; a bare link to it (which
          // any site could plant) still asks.
          ctx.body = logoutPage(form, { confirmed: Boolean(ctx.oidc.params?.['id_token_hint']) });
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        // oidc-client-ts sends no `resource` parameter: every token is for our API.
        defaultResource: () => oidc.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== oidc.audience) throw new errors.InvalidTarget();
          return resourceServer;
        },
      },
    },
    extraTokenClaims: (_ctx, token) => {
      const roles =
        token.kind === 'ClientCredentials' ? INTEGRATION_ROLES : (findDemoUser(token.accountId)?.roles ?? []);
      return { [oidc.rolesClaim]: roles };
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // The console is first-party: grant its scopes without a consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      if (!ctx.oidc.session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope(USER_SCOPES);
      grant.addResourceScope(oidc.audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    pkce: { required: () => true },
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? oidc.accessTokenTtl,
      ClientCredentials: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? oidc.accessTokenTtl,
      IdToken: 3600,
      RefreshToken: 86400,
      Session: 28800,
      Grant: 28800,
      Interaction: 600,
    },
    clientBasedCORS: (_ctx, origin) => oidc.consoleOrigins.includes(origin),
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(out.error_description ?? out.error);
    },
  };

  return new OidcProvider(oidc.issuer, configuration);
}
