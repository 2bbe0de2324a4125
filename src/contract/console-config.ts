import Type, { type Static } from 'typebox';

/**
 * Runtime configuration of the console, fetched from `/config.json` at start so one build can point at any
 * deployment.
 */
export const ConsoleConfig = Type.Object(
  {
    oidcAuthority: Type.String({ description: 'Issuer URL of the OpenID Connect provider' }),
    oidcClientId: Type.String(),
    oidcScope: Type.String(),
    rolesClaim: Type.String({ description: 'Dotted path of the roles claim in the access token' }),
    apiBaseUrl: Type.String({ description: 'Origin of the API; empty for the console origin' }),
    defaultCountry: Type.String({
      description:
        'DEFAULT_COUNTRY, the ISO 3166-1 alpha-2 code forms start with; empty for the browser language region',
    }),
  },
  { title: 'ConsoleConfig' },
);
export type ConsoleConfig = Static<typeof ConsoleConfig>;
