import {
  getCountryCallingCode,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/max';
import type {
  PhoneFormat,
  PhoneValidationInput,
  PhoneValidationOutput,
} from '../../contract/contact-validation';
import { InputProblem } from '../input/input-problem';
import { correctionOf, missingPlus, writtenNumber, type WrittenNumber } from './phone-reading';
import { phoneRegion } from './phone-region';
import { countryName, describeNumber, phoneTypeOf } from './phone-words';

const formatted = (number: PhoneNumber, format: PhoneFormat): string => {
  if (format === 'NATIONAL') return number.formatNational();
  if (format === 'INTERNATIONAL') return number.formatInternational();
  if (format === 'RFC3966') return number.getURI();
  return number.number;
};

interface Verdict {
  advice: PhoneValidationOutput['advice'];
  code: string;
  message: string;
  /** The number to report: the corrected one, or the one read; none when nothing sensible was read. */
  number?: PhoneNumber;
  corrected?: boolean;
}

/** Why a number is not valid, for the status message. */
function invalidReason(
  written: WrittenNumber,
  read: PhoneNumber | undefined,
  region: CountryCode | undefined,
) {
  // A number written with another country's code belongs there, not to the country it was read for.
  const ownCode = region && read?.countryCallingCode === getCountryCallingCode(region);
  const country = read?.country ?? (ownCode || !written.international ? region : undefined);
  const place = countryName(country) ?? (read ? `+${read.countryCallingCode}` : 'any country');
  switch (validatePhoneNumberLength(written.text, region)) {
    case 'NOT_A_NUMBER':
      return 'it holds no phone number';
    case 'INVALID_COUNTRY':
      return written.international
        ? 'no country has its country code'
        : 'it has no country code, and no country was given to read it for';
    case 'TOO_SHORT':
      return `it is too short for ${place}`;
    case 'TOO_LONG':
      return `it is too long for ${place}`;
    case 'INVALID_LENGTH':
      return `no number of ${place} has its length`;
    default:
      return `it is in none of the number ranges of ${place}`;
  }
}

function verdictOf(written: WrittenNumber, region: CountryCode | undefined): Verdict {
  const read = parsePhoneNumberFromString(written.text, region);
  if (read?.isValid()) {
    const correction = correctionOf(written, read, region);
    return correction
      ? {
          advice: 'AMBER',
          code: '110',
          message: `Corrected phone number: ${correction}. It is ${describeNumber(read)}.`,
          number: read,
          corrected: true,
        }
      : {
          advice: 'GREEN',
          code: '100',
          message: `Correct phone number: ${describeNumber(read)}.`,
          number: read,
        };
  }
  // Digits starting with a country code, the '+' forgotten: valid only when read as international.
  const international = written.international ? undefined : parsePhoneNumberFromString(`+${written.digits}`);
  if (international?.isValid()) {
    return {
      advice: 'AMBER',
      code: '110',
      message: `Corrected phone number: ${missingPlus(international.countryCallingCode)}. It is ${describeNumber(international)}.`,
      number: international,
      corrected: true,
    };
  }
  if (read?.isPossible()) {
    return {
      advice: 'AMBER',
      code: '120',
      message: `Possible phone number: its length fits, but ${invalidReason(written, read, region)}.`,
      number: read,
    };
  }
  return {
    advice: 'RED',
    code: '130',
    message: `Invalid phone number: ${invalidReason(written, read, region)}.`,
  };
}

/**
 * The verdict on a phone number by libphonenumber's full metadata: whether it is valid for its country, its type
 * and formats, and the number meant when it was written with a slip (a trunk 0 after the country code, a missing
 * '+'). Nothing is dialled: a valid number may still be unassigned.
 */
export function validatePhone(input: PhoneValidationInput, defaultCountry: string): PhoneValidationOutput {
  const region = phoneRegion(input.country, defaultCountry);
  if (input.phoneNumber.trim() === '') throw new InputProblem('phoneNumber', 'is empty');
  const written = writtenNumber(input.phoneNumber);
  const asGiven = parsePhoneNumberFromString(written.text, region);
  const { advice, code, message, number, corrected } = verdictOf(written, region);
  const format = input.format ?? 'E164';
  return {
    phoneNumber: number ? formatted(number, format) : input.phoneNumber.trim(),
    phoneType: number ? phoneTypeOf(number) : 'UNKNOWN',
    countryCode: number?.country ?? null,
    countryCallingCode: number?.countryCallingCode ?? null,
    e164: number?.number ?? null,
    national: number?.formatNational() ?? null,
    international: number?.formatInternational() ?? null,
    valid: asGiven?.isValid() ?? false,
    possible: asGiven?.isPossible() ?? false,
    suggestion: number && corrected ? formatted(number, format) : null,
    status: { code, message, credit: true },
    advice,
  };
}
