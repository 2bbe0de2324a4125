import { fieldLabelsText } from '../../ui/record-ref-text';

/** What a review page's summary says of the fields its records disagree on. */
export const differingText = (fields: readonly string[], labels: ReadonlyMap<string, string>) =>
  fields.length > 0 ? `they differ in ${fieldLabelsText(fields, labels)}` : 'no field differs';
