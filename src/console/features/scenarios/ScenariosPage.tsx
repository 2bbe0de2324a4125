import { RecordTypePage } from '../../ui/record-type-page/RecordTypePage';
import { ScenariosSection } from './ScenariosSection';

/** Duplicate-matching scenarios per record type. */
export default function ScenariosPage() {
  return (
    <RecordTypePage
      title="Scenarios"
      intro="A scenario decides when two records are duplicates: it compares the listed fields, each with its match method and weight, and reports a match when the weighted score reaches the threshold."
    >
      {(recordType) => <ScenariosSection recordType={recordType} />}
    </RecordTypePage>
  );
}
