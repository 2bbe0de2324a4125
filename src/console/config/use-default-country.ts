import { browserRegion } from './browser-region';
import { useConsoleConfig } from './console-config-context';

/** The country a form starts with: the deployment's DEFAULT_COUNTRY, else the browser language's region. */
export function useDefaultCountry(): string | undefined {
  const { defaultCountry } = useConsoleConfig();
  return defaultCountry || browserRegion(navigator.languages);
}
