/**
 * Salesforce-style record ids: a case-sensitive 15-character body that starts with the record type's key prefix,
 * and the 18-character form that appends a checksum encoding the case of the body, so the id survives
 * case-insensitive systems.
 */
const CHECKSUM_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';
const ID15 = /^[0-9A-Za-z]{15}$/;
const ID18 = /^[0-9A-Za-z]{18}$/;

const isUpper = (ch: string) => ch >= 'A' && ch <= 'Z';

/** The three checksum characters of a 15-character id. */
export function idChecksum(id15: string): string {
  let suffix = '';
  for (let chunk = 0; chunk < 3; chunk++) {
    let bits = 0;
    for (let i = 0; i < 5; i++) {
      if (isUpper(id15[chunk * 5 + i]!)) bits |= 1 << i;
    }
    suffix += CHECKSUM_ALPHABET[bits];
  }
  return suffix;
}

export function toId18(id15: string): string {
  return id15 + idChecksum(id15);
}

/**
 * The canonical 15-character id of a 15- or 18-character input, or null when the input is no valid id. An
 * 18-character id is read as Salesforce does: its checksum restores the case of the body, so an 18-character id
 * whose letters lost their case still names the same record; a checksum that contradicts the body's digits is
 * rejected.
 */
export function parseRecordId(input: string): string | null {
  if (ID15.test(input)) return input;
  if (!ID18.test(input)) return null;
  const suffix = input.slice(15).toUpperCase();
  let body = '';
  for (let chunk = 0; chunk < 3; chunk++) {
    const bits = CHECKSUM_ALPHABET.indexOf(suffix[chunk]!);
    if (bits < 0) return null;
    for (let i = 0; i < 5; i++) {
      const ch = input[chunk * 5 + i]!;
      const upper = (bits & (1 << i)) !== 0;
      const isLetter = /[A-Za-z]/.test(ch);
      if (!isLetter && upper) return null;
      body += isLetter ? (upper ? ch.toUpperCase() : ch.toLowerCase()) : ch;
    }
  }
  return body;
}
