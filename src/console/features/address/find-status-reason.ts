/**
 * Why find answered as it did, from its status message without the summary ("No suggestions.", "Correct
 * suggestion."): "No street data was imported for this place…". Empty when the service gave no reason.
 */
export const findStatusReason = (message: string): string =>
  message.replace(/^(?:No suggestions|Correct suggestion)\.\s*/, '').trim();
