import { domainToASCII } from 'node:url';
import type { EmailValidationInput, EmailValidationOutput } from '../../contract/contact-validation';
import { InputProblem } from '../input/input-problem';
import { isDisposableDomain, isFreeDomain } from './email-domains';
import { repairedAddress, withIntendedDomain } from './email-repair';
import { partsOf, syntaxProblem } from './email-syntax';

/**
 * The verdict on an e-mail address from its text alone: syntax as mail systems accept it, throwaway domains and
 * slips of well-known ones. No DNS or mailbox is asked, so a well-formed address at a domain nobody runs is GREEN.
 */
export function validateEmail(input: EmailValidationInput): EmailValidationOutput {
  const text = input.emailAddress.trim();
  if (text === '') throw new InputProblem('emailAddress', 'is empty');
  const { addressee, domain: given } = partsOf(text);
  const domain = given.toLowerCase();
  // The lists hold international names in their ASCII form.
  const listed = domainToASCII(domain) || domain;
  const facts = { addressee, domain, free: isFreeDomain(listed), disposable: isDisposableDomain(listed) };
  const answer = (
    advice: EmailValidationOutput['advice'],
    code: string,
    message: string,
    suggestion: string | null = null,
  ): EmailValidationOutput => ({
    complete: advice === 'RED' ? text : `${addressee}@${domain}`,
    ...facts,
    suggestion,
    status: { code, message, credit: true },
    advice,
  });

  const problem = syntaxProblem(text);
  if (problem) {
    const suggestion = repairedAddress(text);
    const hint = suggestion ? ` Did you mean ${suggestion}?` : '';
    return answer('RED', '300', `Invalid email address: ${problem}.${hint}`, suggestion ?? null);
  }
  // Before the throwaway check: the lists hold misspellings of well-known domains that someone registered.
  const intended = withIntendedDomain(`${addressee}@${domain}`);
  if (intended !== `${addressee}@${domain}`)
    return answer('AMBER', '305', `Likely a typo in the domain: did you mean ${intended}?`, intended);
  if (facts.disposable)
    return answer('AMBER', '304', `Disposable email address: ${domain} hands out throwaway mailboxes.`);
  return answer(
    'GREEN',
    '200',
    facts.free ? 'Valid email address at a free mail provider.' : 'Valid email address.',
  );
}
