/** JSON text columns: one place that reads and writes them, so a corrupt document names its table. */
export const toJson = (value: unknown): string => JSON.stringify(value);

export function fromJson<T>(text: string, where: string): T {
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new Error(`Stored JSON in ${where} is unreadable`, { cause: error });
  }
}

export const toFlag = (value: boolean): number => (value ? 1 : 0);
export const fromFlag = (value: number): boolean => value !== 0;
