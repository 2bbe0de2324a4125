import { Metadata, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';

/** The number as the caller wrote it: with a country code ('+' or 00) or national, and its digits. */
export interface WrittenNumber {
  /** The text for libphonenumber: a leading 00 written as '+', which it reads only for countries dialling 00. */
  text: string;
  international: boolean;
  /** Every digit, after the '+' (or 00) when there is one. */
  digits: string;
}

export function writtenNumber(raw: string): WrittenNumber {
  const text = raw.trim().replace(/^00/, '+');
  return { text, international: text.startsWith('+'), digits: text.replace(/\D/g, '') };
}

const metadata = new Metadata();

/**
 * The trunk prefix dialled before national numbers: 0 in most of Europe, 1 in North America, 8 in Russia. The
 * numbering plan has the method; libphonenumber-js's typings leave it out.
 */
function trunkPrefix(country: CountryCode | undefined): string {
  if (!country) return '';
  metadata.selectNumberingPlan(country);
  const plan = metadata.numberingPlan as unknown as { nationalPrefix(): string | undefined } | undefined;
  return plan?.nationalPrefix() ?? '';
}

const digitsOf = (text: string, extension: string | undefined) => {
  const digits = text.replace(/\D/g, '');
  return extension && digits.endsWith(extension) ? digits.slice(0, -extension.length) : digits;
};

export const missingPlus = (code: string) => `the '+' before the country code ${code} was missing`;

/**
 * What libphonenumber changed to read the written number, in words; undefined when it is written as dialled,
 * nationally (with or without the trunk prefix where it is optional, as North America's 1) or with its country
 * code. libphonenumber reads "+44 020 7946 0018" as valid by dropping the 0: the caller should hear of it.
 */
export function correctionOf(
  written: WrittenNumber,
  read: PhoneNumber,
  region: CountryCode | undefined,
): string | undefined {
  const code = read.countryCallingCode;
  const national = read.nationalNumber;
  const trunk = trunkPrefix(read.country ?? region);
  const digits = digitsOf(written.digits, read.ext);
  if (written.international) {
    if (digits === code + national) return undefined;
    if (trunk && digits === code + trunk + national)
      return `the trunk prefix ${trunk} after the country code +${code} was dropped`;
  } else {
    if (digits === digitsOf(read.formatNational(), read.ext) || digits === trunk + national) return undefined;
    if (digits === code + national) return missingPlus(code);
  }
  return `it was read as ${read.formatInternational()}`;
}
