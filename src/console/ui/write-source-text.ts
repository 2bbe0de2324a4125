import { IMPORT_SOURCE } from '../../contract/update-rules';

/**
 * A write's source in plain words: a file import, the console (its own sign-in client), or the integration's client
 * id as an admin named it (crm-sync, web-form), which is the name the source-trust ranking uses too.
 */
export function writeSourceText(source: string, consoleClientId: string): string {
  if (source === IMPORT_SOURCE) return 'a file import';
  if (source === consoleClientId) return 'the console';
  return source;
}
