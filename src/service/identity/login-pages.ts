/** Server-rendered pages of the embedded provider: self-contained (no external fonts or scripts) and accessible. */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const STYLE = `
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f4f6f8; margin: 0; color: #1c2025; }
  main { max-width: 24rem; margin: 10vh auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; margin-top: .3rem; font-size: 1rem; border: 1px solid #6b7280; border-radius: 4px; }
  button { margin-top: 1.5rem; width: 100%; padding: .7rem; font-size: 1rem; font-weight: 600; color: #fff; background: #1565c0; border: 0; border-radius: 4px; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 3px solid #0b3d91; outline-offset: 2px; }
  .error { color: #8b1a1a; background: #fdecea; padding: .6rem; border-radius: 4px; margin-top: 1rem; }
  .hint { color: #4b5563; font-size: .9rem; margin-top: 1.5rem; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)} · Steward</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

export function loginPage(options: {
  action: string;
  clientName: string;
  error?: string;
  username?: string;
  demo: boolean;
}) {
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  const hint = options.demo
    ? '<p class="hint">Demo mode: sign in as admin, steward, viewer or guest; the password is the user name.</p>'
    : '';
  return page(
    'Sign in',
    `<h1>Sign in to ${escapeHtml(options.clientName)}</h1>${error}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="on">
  <label for="username">Username</label>
  <input id="username" name="username" autocomplete="username" required autofocus value="${escapeHtml(options.username ?? '')}">
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit">Sign in</button>
</form>${hint}`,
  );
}

/** The script that sends a confirmed sign-out's form at once: a file of its own, as the CSP runs no inline script. */
export const SIGN_OUT_SCRIPT_PATH = '/sign-out.js';
export const SIGN_OUT_SCRIPT = `const button = document.querySelector('button[name="logout"]');
if (button) button.form.requestSubmit(button);
`;

/**
 * The provider supplies `form` (hidden fields with its CSRF state); we add the button. A `confirmed` sign-out (the
 * console sent its ID token) presses it at once; without script the steward presses it.
 */
export function logoutPage(form: string, { confirmed }: { confirmed: boolean }) {
  const button = `<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`;
  return confirmed
    ? page(
        'Signing out',
        `<h1>Signing you out of Steward…</h1>${form}${button}<script src="${SIGN_OUT_SCRIPT_PATH}"></script>`,
      )
    : page('Sign out', `<h1>Sign out of Steward?</h1>${form}${button}`);
}

export const loggedOutPage = () =>
  page('Signed out', '<h1>You are signed out</h1><p>You can close this window.</p>');

export const errorPage = (message: string) =>
  page('Sign-in problem', `<h1>Sign-in problem</h1><p class="error" role="alert">${escapeHtml(message)}</p>`);
