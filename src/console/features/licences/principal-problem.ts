import type { LicenseSeat } from '../../../contract/licenses';

/** The service keeps principals of at most this many characters. */
export const MAX_PRINCIPAL_LENGTH = 255;

/** What is wrong with a principal typed to get a seat, if anything; it is read without surrounding spaces. */
export function principalProblem(text: string, seats: readonly LicenseSeat[]): string | undefined {
  const principal = text.trim();
  if (principal === '') return 'Enter a user name or a client id.';
  if (principal.length > MAX_PRINCIPAL_LENGTH) {
    return `Use at most ${MAX_PRINCIPAL_LENGTH} characters; this has ${principal.length}.`;
  }
  if (seats.some((seat) => seat.principal === principal)) return `${principal} already holds a seat.`;
  return undefined;
}
