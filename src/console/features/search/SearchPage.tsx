import { RecordTypePage } from '../../ui/record-type-page/RecordTypePage';
import { SearchWorkspace } from './SearchWorkspace';

/** Duplicate search: check whether a record exists before creating it. */
export default function SearchPage() {
  return (
    <RecordTypePage
      title="Search"
      intro="Check a record before you create it: enter what you know, and Steward scores the existing records with the record type’s scenarios. Expand a match to see how each field compared."
    >
      {/* A new record type starts a fresh form and drops the results of the previous one. */}
      {(recordType) => <SearchWorkspace key={recordType.name} recordType={recordType} />}
    </RecordTypePage>
  );
}
