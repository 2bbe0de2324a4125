import { described } from '../../ui/described-field.fixture';
import { editableFields } from './editable-fields';

const picklist = (...values: string[]) => values.map((value) => ({ value, label: value, active: true }));

export const TYPES = [
  { name: 'Campaign', keyPrefix: '701' },
  { name: 'Lead', keyPrefix: '00Q' },
  { name: 'CampaignMember', keyPrefix: '00v' },
];

/** Lead and Campaign Member of the demo, cut down to one field of each kind the tests need. */
export const LEAD_DESCRIBE = [
  described('Id', 'Record ID', 'id', { nillable: false, createable: false }),
  described('LastName', 'Last Name', 'string', { nillable: false }),
  described('Company', 'Company', 'string', { nillable: false }),
  described('Email', 'Email', 'email'),
  described('Title', 'Title', 'string'),
  described('NumberOfEmployees', 'Employees', 'double'),
  described('HasOptedOutOfEmail', 'Email Opt Out', 'boolean'),
  described('Status', 'Lead Status', 'picklist', { picklistValues: picklist('Open') }),
];

export const CAMPAIGN_MEMBER_DESCRIBE = [
  described('Id', 'Record ID', 'id', { nillable: false, createable: false }),
  described('CampaignId', 'Campaign ID', 'reference', { nillable: false, referenceTo: ['Campaign'] }),
  described('LeadId', 'Lead ID', 'reference', { referenceTo: ['Lead'] }),
  described('Status', 'Status', 'picklist', { picklistValues: picklist('Sent', 'Responded') }),
];

export const LEAD_FIELDS = editableFields({ label: 'Lead', fields: LEAD_DESCRIBE }, TYPES);
export const CAMPAIGN_MEMBER_FIELDS = editableFields(
  { label: 'Campaign Member', fields: CAMPAIGN_MEMBER_DESCRIBE },
  TYPES,
);

export const fieldsOf = (objectType: string) =>
  objectType === 'CampaignMember' ? CAMPAIGN_MEMBER_FIELDS : [];
