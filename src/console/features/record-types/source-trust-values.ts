import type { AdminRecordType } from '../../../contract/record-type-admin';
import type { SourceTrust } from '../../../contract/update-rules';
import { writeSourceText } from '../../ui/write-source-text';

export interface SourceTrustFormValues {
  /** Most trusted first. */
  sources: { name: string }[];
}

export const toSourceTrustFormValues = (type: AdminRecordType): SourceTrustFormValues => ({
  sources: type.sourceTrust.map((name) => ({ name })),
});

export const toSourceTrust = (values: SourceTrustFormValues): SourceTrust => ({
  sources: values.sources.map(({ name }) => name),
});

/** What a source typed in would be refused for, or undefined when it can be added. */
export function sourceProblem(name: string, listed: readonly string[]): string | undefined {
  if (name === '') return 'Type a source: an integration’s client id, or pick one.';
  if (/\s/.test(name)) return 'A client id has no spaces.';
  if (name.length > 100) return 'A client id has at most 100 characters.';
  if (listed.includes(name)) return 'This source is listed already.';
  return undefined;
}

/** The ranking in words, for the confirmation of a save. */
export function savedSourcesText(
  typeLabel: string,
  sources: readonly string[],
  consoleClientId: string,
): string {
  if (sources.length === 0) return `Saved: ${typeLabel} trusts every source alike.`;
  const named = sources.map((source) => writeSourceText(source, consoleClientId));
  return `Saved: ${typeLabel} trusts ${named.join(', then ')}, then every other source.`;
}
