import { describe, expect, it } from 'vitest';
import { writeSourceText } from './write-source-text';

describe('writeSourceText', () => {
  it('names imports and the console in words, and an integration by its client', () => {
    expect(writeSourceText('import', 'steward-console')).toBe('a file import');
    expect(writeSourceText('steward-console', 'steward-console')).toBe('the console');
    expect(writeSourceText('crm-sync', 'steward-console')).toBe('crm-sync');
  });
});
