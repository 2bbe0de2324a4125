import type { SObjectField } from '../../contract/sobjects';

/** A describe field for tests, with the usual defaults: optional, writable, no lookup, no picklist. */
export const described = (
  name: string,
  label: string,
  type: SObjectField['type'],
  extra: Partial<SObjectField> = {},
) =>
  ({
    name,
    label,
    type,
    nillable: true,
    createable: true,
    updateable: true,
    referenceTo: [],
    relationshipName: null,
    picklistValues: [],
    ...extra,
  }) satisfies SObjectField;
