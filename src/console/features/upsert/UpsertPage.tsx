import { RecordTypePage } from '../../ui/record-type-page/RecordTypePage';
import { UpsertWorkspace } from './UpsertWorkspace';

/** Upsert: save a record without making a duplicate of one that exists. */
export default function UpsertPage() {
  return (
    <RecordTypePage
      title="Upsert"
      intro="Create or update records with duplicate prevention: with the duplicate check on, a record that matches an existing one updates it instead of making a copy. Records of other types that point to it can be saved in the same step."
    >
      {/* A new record type starts a fresh form and drops the outcome of the previous one. */}
      {(recordType) => <UpsertWorkspace key={recordType.name} recordType={recordType} />}
    </RecordTypePage>
  );
}
