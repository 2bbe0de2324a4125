/**
 * Where to go after sign-in. Only paths on this origin are accepted, so a crafted `state` cannot send the user to
 * another site (`//evil.example` is protocol-relative and therefore rejected).
 */
export function safeReturnTo(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string') return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value.startsWith('/callback')) return fallback;
  return value;
}
