import { createContext, useContext } from 'react';
import type { ConsoleConfig } from '../../contract/console-config';

export const ConsoleConfigContext = createContext<ConsoleConfig | null>(null);

export function useConsoleConfig(): ConsoleConfig {
  const value = useContext(ConsoleConfigContext);
  if (!value) throw new Error('useConsoleConfig() needs a <ConsoleConfigContext> above it.');
  return value;
}
