/**
 * A field's entry in the form: the text as typed (a select's value, a date as yyyy-mm-dd); empty text means not
 * given, so an update keeps the stored value; null means cleared on purpose, sent as null.
 */
export type FieldEntry = string | null;
export type FieldEntries = Record<string, FieldEntry>;

export interface DuplicateCheckValues {
  duplicateCheck: boolean;
  /** 0–100 as typed; empty means each scenario's own threshold. */
  duplicateScore: string;
}

/** One entry of the related list: a record of another type that points to the upserted one. */
export interface RelatedRowValues extends DuplicateCheckValues {
  objectType: string;
  /** The lookup on the related record that the service sets to the parent's id. */
  referenceField: string;
  values: FieldEntries;
}

export interface UpsertFormValues extends DuplicateCheckValues {
  values: FieldEntries;
  /** Chosen scenarios; none means the record type's data-API scenarios. */
  scenarioIds: string[];
  allOrNone: boolean;
  related: RelatedRowValues[];
}

export const emptyUpsertForm = (): UpsertFormValues => ({
  values: {},
  duplicateCheck: true,
  duplicateScore: '',
  scenarioIds: [],
  allOrNone: false,
  related: [],
});

export const emptyRelatedRow = (objectType: string, referenceField: string): RelatedRowValues => ({
  objectType,
  referenceField,
  values: {},
  duplicateCheck: false,
  duplicateScore: '',
});
