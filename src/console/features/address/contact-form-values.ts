import type {
  EmailValidationInput,
  PhoneType,
  PhoneValidationInput,
} from '../../../contract/contact-validation';
import { resolveCountry } from './countries';

export interface EmailFormValues {
  emailAddress: string;
}

export interface PhoneFormValues {
  phoneNumber: string;
  /** A code or an English name; empty leaves the country to the service's default. */
  country: string;
}

export const checkEmail = (value: string): string | undefined =>
  value.trim() ? undefined : 'Enter an e-mail address.';

export const checkPhoneNumber = (value: string): string | undefined =>
  value.trim() ? undefined : 'Enter a phone number.';

export const toEmailInput = (values: EmailFormValues): EmailValidationInput => ({
  emailAddress: values.emailAddress.trim(),
});

/** The validate request: a known country goes as its code, an empty one is left to the service. */
export function toPhoneInput(values: PhoneFormValues): PhoneValidationInput {
  const country = values.country.trim();
  return {
    phoneNumber: values.phoneNumber.trim(),
    ...(country ? { country: resolveCountry(country) ?? country } : {}),
  };
}

const PHONE_TYPES: Record<PhoneType, string> = {
  FIXED_LINE: 'Fixed line',
  MOBILE: 'Mobile',
  FIXED_LINE_OR_MOBILE: 'Fixed line or mobile',
  TOLL_FREE: 'Toll-free',
  PREMIUM_RATE: 'Premium rate',
  SHARED_COST: 'Shared cost',
  VOIP: 'VoIP',
  PERSONAL_NUMBER: 'Personal number',
  PAGER: 'Pager',
  UAN: 'Universal access number',
  VOICEMAIL: 'Voicemail',
  UNKNOWN: 'Unknown',
};

export const phoneTypeLabel = (type: PhoneType): string => PHONE_TYPES[type];
