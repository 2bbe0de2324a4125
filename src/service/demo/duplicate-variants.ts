import type { Faker } from '@faker-js/faker';

/**
 * Ways a real duplicate differs from its original. Each takes the faker instance so a fixed seed reproduces the
 * same variants.
 */

/** Formal given names and the nicknames people enter instead; the demo picks formal names from here. */
export const NICKNAMES: Record<string, string[]> = {
  Robert: ['Bob', 'Rob', 'Bobby'],
  William: ['Bill', 'Will', 'Billy'],
  Margaret: ['Peggy', 'Maggie', 'Meg'],
  Elizabeth: ['Liz', 'Beth', 'Betty'],
  James: ['Jim', 'Jimmy'],
  Richard: ['Rick', 'Dick', 'Rich'],
  Katherine: ['Kate', 'Kathy', 'Katie'],
  Michael: ['Mike', 'Mick'],
  Jennifer: ['Jenny', 'Jen'],
  Thomas: ['Tom', 'Tommy'],
  Joseph: ['Joe', 'Joey'],
  Christopher: ['Chris'],
  Anthony: ['Tony'],
  Patricia: ['Pat', 'Trish'],
  Edward: ['Ed', 'Ted', 'Eddie'],
  Charles: ['Chuck', 'Charlie'],
  Alexander: ['Alex', 'Sasha'],
  Rebecca: ['Becky'],
  Timothy: ['Tim'],
  Victoria: ['Vicky', 'Tori'],
};

const LEGAL_FORMS: string[][] = [
  ['Inc', 'Inc.', 'Incorporated'],
  ['LLC', 'L.L.C.', 'Limited Liability Company'],
  ['Ltd', 'Ltd.', 'Limited'],
  ['Corp', 'Corp.', 'Corporation'],
  ['Group', 'Grp'],
];

/** One keyboard slip: swap, drop, double or replace a letter, never the first; the result always differs. */
export function typo(faker: Faker, text: string): string {
  if (text.length === 0) return text;
  if (text.length < 4) return text + text.at(-1);
  const at = faker.number.int({ min: 1, max: text.length - 2 });
  const dropped = text.slice(0, at) + text.slice(at + 1);
  switch (faker.number.int({ min: 0, max: 3 })) {
    case 0: {
      const swapped = text.slice(0, at) + text[at + 1] + text[at] + text.slice(at + 2);
      // Swapping two equal letters ("Tommie") changes nothing.
      return swapped === text ? dropped : swapped;
    }
    case 1:
      return dropped;
    case 2:
      return text.slice(0, at) + text[at] + text.slice(at);
    default: {
      const vowels = 'aeiou';
      const replacement = vowels[(vowels.indexOf(text[at]!.toLowerCase()) + 1) % vowels.length]!;
      return text.slice(0, at) + replacement + text.slice(at + 1);
    }
  }
}

export function nickname(faker: Faker, firstName: string): string | undefined {
  const options = NICKNAMES[firstName];
  return options ? faker.helpers.arrayElement(options) : undefined;
}

/** The same number written another common way: "(313) 642-6123" ↔ "+1 313 642 6123" ↔ "313.642.6123". */
export function reformatPhone(faker: Faker, phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (digits.length !== 10) return phone;
  const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  const formats = [
    `(${area}) ${exchange}-${line}`,
    `+1 ${area} ${exchange} ${line}`,
    `${area}.${exchange}.${line}`,
    `${area}-${exchange}-${line}`,
    `+1${digits}`,
  ].filter((format) => format !== phone);
  return faker.helpers.arrayElement(formats);
}

export function changeEmailCase(faker: Faker, email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return faker.datatype.boolean()
    ? `${local.charAt(0).toUpperCase()}${local.slice(1)}@${domain.toUpperCase()}`
    : email.toUpperCase();
}

/** "Acme Inc" → "Acme Incorporated"; a name without a legal form gains one. */
export function changeLegalForm(faker: Faker, company: string): string {
  for (const forms of LEGAL_FORMS) {
    for (const form of forms) {
      const suffix = new RegExp(`\\s${form.replace(/\./g, '\\.')}$`);
      if (suffix.test(company)) {
        const other = faker.helpers.arrayElement(forms.filter((candidate) => candidate !== form));
        return company.replace(suffix, ` ${other}`);
      }
    }
  }
  return `${company} ${faker.helpers.arrayElement(LEGAL_FORMS.flat())}`;
}
