/**
 * oidc-provider 9 warns as it is imported on any Node release before 22 ("Unsupported runtime"). Steward supports
 * Node 20.19+ and 22.12+ (package.json `engines`) and runs every suite on 20, so the notice is known and accepted:
 * the provider is imported here, with that one message held back while it loads, and only when the embedded
 * provider runs.
 */
const NOTICE = 'oidc-provider WARNING: Unsupported runtime.';

export async function importOidcProvider() {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith(NOTICE)) return;
    warn(...args);
  };
  try {
    return await import('oidc-provider');
  } finally {
    console.warn = warn;
  }
}
