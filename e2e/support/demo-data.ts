import { apiPaths } from '../../src/contract/api-paths';
import type { SearchOutput } from '../../src/contract/search';
import { postAsSteward } from './steward-api';

/**
 * The name of a real demo account, read from the running service the way a client reads it: the account of a
 * demo contact called Jennifer (a lookup answers `{attributes, Id, Name}`). Asking the service, rather than
 * writing a generated name into the test, keeps the test true to whatever the demo seed produced.
 */
export async function demoAccountName(baseURL: string): Promise<string> {
  const output = await postAsSteward<SearchOutput>(baseURL, apiPaths.search, {
    objectPrefix: '003',
    objectData: { FirstName: 'Jennifer' },
  });
  const contacts = output['003'] ?? [];
  for (const { objectData } of contacts) {
    const account = objectData.Account;
    if (typeof account === 'object' && account !== null && 'Name' in account) {
      const name = account.Name;
      if (typeof name === 'string' && name) return name;
    }
  }
  throw new Error('no demo contact called Jennifer has an account');
}
