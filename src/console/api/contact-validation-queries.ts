import { mutationOptions } from '@tanstack/react-query';
import { apiPaths } from '../../contract/api-paths';
import type {
  EmailValidationInput,
  EmailValidationOutput,
  PhoneValidationInput,
  PhoneValidationOutput,
} from '../../contract/contact-validation';
import { apiFetch } from './api-client';

export const contactValidationKeys = {
  all: ['contact-validation'] as const,
  email: () => [...contactValidationKeys.all, 'email'] as const,
  phone: () => [...contactValidationKeys.all, 'phone'] as const,
};

/** Validates an e-mail address when the steward asks; billable, so never answered from a cache. */
export const emailValidateMutationOptions = () =>
  mutationOptions({
    mutationKey: contactValidationKeys.email(),
    mutationFn: (input: EmailValidationInput) =>
      apiFetch<EmailValidationOutput>(apiPaths.emailValidate, { method: 'POST', body: input }),
  });

/** Validates a phone number when the steward asks; billable, so never answered from a cache. */
export const phoneValidateMutationOptions = () =>
  mutationOptions({
    mutationKey: contactValidationKeys.phone(),
    mutationFn: (input: PhoneValidationInput) =>
      apiFetch<PhoneValidationOutput>(apiPaths.phoneValidate, { method: 'POST', body: input }),
  });
