import type { RecordTypeDefinition } from '../records/record-type';

const LEAD_SOURCES = ['Web', 'Phone Inquiry', 'Partner Referral', 'Purchased List', 'Trade Show', 'Other'];
const INDUSTRIES = [
  'Agriculture',
  'Banking',
  'Consulting',
  'Education',
  'Energy',
  'Healthcare',
  'Manufacturing',
  'Retail',
  'Technology',
  'Telecommunications',
];

const address = (prefix: string) =>
  [
    { name: `${prefix}Street`, label: `${prefix} Street`.trim(), type: 'textarea' },
    { name: `${prefix}City`, label: `${prefix} City`.trim(), type: 'text' },
    { name: `${prefix}PostalCode`, label: `${prefix} Zip/Postal Code`.trim(), type: 'text' },
    { name: `${prefix}State`, label: `${prefix} State/Province`.trim(), type: 'text' },
    { name: `${prefix}Country`, label: `${prefix} Country`.trim(), type: 'text' },
  ] as const;

/** Salesforce-like record types of the demo: the fields and lookups a CRM steward knows. */
export const DEMO_RECORD_TYPES: RecordTypeDefinition[] = [
  {
    name: 'Account',
    keyPrefix: '001',
    label: 'Account',
    labelPlural: 'Accounts',
    nameField: 'Name',
    secondaryFields: ['BillingCity', 'Phone', 'Website'],
    fields: [
      { name: 'Name', label: 'Account Name', type: 'text', required: true },
      { name: 'Phone', label: 'Phone', type: 'phone' },
      { name: 'Website', label: 'Website', type: 'url' },
      { name: 'Industry', label: 'Industry', type: 'picklist', picklistValues: INDUSTRIES },
      {
        name: 'Type',
        label: 'Type',
        type: 'picklist',
        picklistValues: ['Prospect', 'Customer - Direct', 'Customer - Channel', 'Partner', 'Other'],
      },
      ...address('Billing'),
      { name: 'NumberOfEmployees', label: 'Employees', type: 'number' },
      { name: 'AnnualRevenue', label: 'Annual Revenue', type: 'number' },
    ],
  },
  {
    name: 'Contact',
    keyPrefix: '003',
    label: 'Contact',
    labelPlural: 'Contacts',
    nameField: 'Name',
    fields: [
      { name: 'FirstName', label: 'First Name', type: 'text' },
      { name: 'LastName', label: 'Last Name', type: 'text', required: true },
      { name: 'Email', label: 'Email', type: 'email' },
      { name: 'Phone', label: 'Phone', type: 'phone' },
      { name: 'MobilePhone', label: 'Mobile Phone', type: 'phone' },
      { name: 'Title', label: 'Title', type: 'text' },
      {
        name: 'AccountId',
        label: 'Account ID',
        type: 'reference',
        referenceTo: 'Account',
        relationshipName: 'Account',
      },
      ...address('Mailing'),
      { name: 'Birthdate', label: 'Birthdate', type: 'date' },
      { name: 'LeadSource', label: 'Lead Source', type: 'picklist', picklistValues: LEAD_SOURCES },
      { name: 'HasOptedOutOfEmail', label: 'Email Opt Out', type: 'boolean' },
    ],
  },
  {
    name: 'Lead',
    keyPrefix: '00Q',
    label: 'Lead',
    labelPlural: 'Leads',
    nameField: 'Name',
    secondaryFields: ['Company', 'Email', 'City'],
    // A new lead may already be a customer (its company an Account) or a known person (a Contact).
    crossObjects: [
      {
        objectTo: 'Account',
        fields: [
          { fieldFrom: 'Company', fieldTo: 'Name' },
          { fieldFrom: 'City', fieldTo: 'BillingCity' },
          { fieldFrom: 'Phone', fieldTo: 'Phone' },
          { fieldFrom: 'Website', fieldTo: 'Website' },
        ],
      },
      {
        objectTo: 'Contact',
        fields: [
          { fieldFrom: 'FirstName', fieldTo: 'FirstName' },
          { fieldFrom: 'LastName', fieldTo: 'LastName' },
          { fieldFrom: 'Email', fieldTo: 'Email' },
          { fieldFrom: 'Phone', fieldTo: 'Phone' },
          { fieldFrom: 'MobilePhone', fieldTo: 'MobilePhone' },
        ],
      },
    ],
    fields: [
      { name: 'FirstName', label: 'First Name', type: 'text' },
      { name: 'LastName', label: 'Last Name', type: 'text', required: true },
      { name: 'Company', label: 'Company', type: 'text', required: true },
      { name: 'Title', label: 'Title', type: 'text' },
      { name: 'Email', label: 'Email', type: 'email' },
      { name: 'Phone', label: 'Phone', type: 'phone' },
      { name: 'MobilePhone', label: 'Mobile Phone', type: 'phone' },
      { name: 'Website', label: 'Website', type: 'url' },
      ...address(''),
      {
        name: 'Status',
        label: 'Lead Status',
        type: 'picklist',
        picklistValues: [
          'Open - Not Contacted',
          'Working - Contacted',
          'Closed - Converted',
          'Closed - Not Converted',
        ],
      },
      { name: 'LeadSource', label: 'Lead Source', type: 'picklist', picklistValues: LEAD_SOURCES },
      { name: 'Industry', label: 'Industry', type: 'picklist', picklistValues: INDUSTRIES },
      { name: 'NumberOfEmployees', label: 'Employees', type: 'number' },
      { name: 'HasOptedOutOfEmail', label: 'Email Opt Out', type: 'boolean' },
    ],
  },
  {
    name: 'Campaign',
    keyPrefix: '701',
    label: 'Campaign',
    labelPlural: 'Campaigns',
    nameField: 'Name',
    fields: [
      { name: 'Name', label: 'Campaign Name', type: 'text', required: true },
      {
        name: 'Type',
        label: 'Type',
        type: 'picklist',
        picklistValues: ['Conference', 'Webinar', 'Trade Show', 'Email', 'Direct Mail', 'Advertisement'],
      },
      {
        name: 'Status',
        label: 'Status',
        type: 'picklist',
        picklistValues: ['Planned', 'In Progress', 'Completed', 'Aborted'],
      },
      { name: 'StartDate', label: 'Start Date', type: 'date' },
      { name: 'EndDate', label: 'End Date', type: 'date' },
      { name: 'IsActive', label: 'Active', type: 'boolean' },
      { name: 'BudgetedCost', label: 'Budgeted Cost', type: 'number' },
    ],
  },
  {
    name: 'CampaignMember',
    keyPrefix: '00v',
    label: 'Campaign Member',
    labelPlural: 'Campaign Members',
    fields: [
      {
        name: 'CampaignId',
        label: 'Campaign ID',
        type: 'reference',
        referenceTo: 'Campaign',
        relationshipName: 'Campaign',
        required: true,
      },
      { name: 'LeadId', label: 'Lead ID', type: 'reference', referenceTo: 'Lead', relationshipName: 'Lead' },
      {
        name: 'ContactId',
        label: 'Contact ID',
        type: 'reference',
        referenceTo: 'Contact',
        relationshipName: 'Contact',
      },
      { name: 'Status', label: 'Status', type: 'picklist', picklistValues: ['Sent', 'Responded'] },
    ],
  },
];
