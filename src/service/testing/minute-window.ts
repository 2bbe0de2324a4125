/**
 * Rate-limit allowances count in whole minutes of the clock: a burst that began in one minute and ended in the next
 * would count in two. Waits out the end of a minute before a burst.
 */
export async function awayFromMinuteEnd(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 200));
}
