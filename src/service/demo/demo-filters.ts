import type { Filter } from '../../contract/filters';

/**
 * Search filters of the demo: the narrowing a steward asks for most (open leads, customers, contacts that can be
 * e-mailed), with one of each kind of comparison. Most narrow the generated data visibly (lead status and source,
 * account type); a few show a rule that holds for all of it today (every demo lead is open, every demo contact
 * has an e-mail address).
 */
export const DEMO_FILTERS: Filter[] = [
  {
    recordType: 'Lead',
    developerName: 'Open_Leads',
    label: 'Open leads',
    conditions: [
      { field: 'Status', operator: 'NOT_IN', values: ['Closed - Converted', 'Closed - Not Converted'] },
    ],
  },
  {
    recordType: 'Lead',
    developerName: 'Not_Contacted_Leads',
    label: 'Not yet contacted',
    conditions: [{ field: 'Status', operator: 'EQUALS', value: 'Open - Not Contacted' }],
  },
  {
    recordType: 'Lead',
    developerName: 'Web_Leads',
    label: 'Leads from the web',
    conditions: [{ field: 'LeadSource', operator: 'EQUALS', value: 'Web' }],
  },
  {
    recordType: 'Lead',
    developerName: 'US_Leads',
    label: 'Leads in the United States',
    conditions: [{ field: 'Country', operator: 'EQUALS', value: 'United States' }],
  },
  {
    recordType: 'Lead',
    developerName: 'Small_Company_Leads',
    label: 'Companies under 100 employees',
    conditions: [{ field: 'NumberOfEmployees', operator: 'LESS_THAN', value: 100 }],
  },
  {
    recordType: 'Account',
    developerName: 'Customers',
    label: 'Customers',
    conditions: [{ field: 'Type', operator: 'IN', values: ['Customer - Direct', 'Customer - Channel'] }],
  },
  {
    recordType: 'Account',
    developerName: 'Technology_Accounts',
    label: 'Technology industry',
    conditions: [{ field: 'Industry', operator: 'EQUALS', value: 'Technology' }],
  },
  {
    recordType: 'Account',
    developerName: 'Large_Accounts',
    label: '1,000 employees or more',
    conditions: [{ field: 'NumberOfEmployees', operator: 'GREATER_OR_EQUAL', value: 1000 }],
  },
  {
    recordType: 'Contact',
    developerName: 'Contacts_With_Email',
    label: 'Has an e-mail address',
    conditions: [{ field: 'Email', operator: 'IS_NOT_BLANK' }],
  },
  {
    recordType: 'Contact',
    developerName: 'Emailable_Contacts',
    label: 'May be e-mailed',
    conditions: [
      { field: 'Email', operator: 'IS_NOT_BLANK' },
      { field: 'HasOptedOutOfEmail', operator: 'EQUALS', value: false },
    ],
  },
  {
    recordType: 'Contact',
    developerName: 'Born_Before_1980',
    label: 'Born before 1980',
    conditions: [{ field: 'Birthdate', operator: 'LESS_THAN', value: '1980-01-01' }],
  },
];
