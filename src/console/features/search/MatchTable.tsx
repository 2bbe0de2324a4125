import { useMemo, useState } from 'react';
import type { ExplainedResult } from '../../../contract/explain';
import type { SObjectField } from '../../../contract/sobjects';
import { RecordDialog } from './RecordDialog';
import { ResultsTable } from './ResultsTable';
import { keyColumns, type SearchField } from './search-fields';

interface MatchTableProps {
  results: ExplainedResult[];
  /** The values searched with, under this type's field names: they pick the key columns. */
  values: Readonly<Record<string, unknown>>;
  /** The search fields of the matches' type, for column and breakdown labels. */
  fields: SearchField[];
  describeFields: readonly SObjectField[] | undefined;
  /** Singular label of the matches' type, e.g. Account. */
  typeLabel: string;
  /** Accessible name of the table; unique on the page. */
  tableLabel: string;
  breakdownHeadingLevel?: 3 | 4;
}

/**
 * The matches of one record type: the sortable table with the score bars and breakdowns, and the dialog a match
 * opens in. Shared by the searched type's results and the matches among other types, so both read the same.
 */
export function MatchTable({
  results,
  values,
  fields,
  describeFields,
  typeLabel,
  tableLabel,
  breakdownHeadingLevel,
}: MatchTableProps) {
  const [opened, setOpened] = useState<ExplainedResult | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const keyFields = useMemo(() => keyColumns(fields, values), [fields, values]);
  const labels = useMemo(() => new Map(fields.map((field) => [field.name, field.label])), [fields]);
  return (
    <>
      <ResultsTable
        results={results}
        keyFields={keyFields}
        labels={labels}
        label={tableLabel}
        breakdownHeadingLevel={breakdownHeadingLevel}
        onOpen={(result) => {
          setOpened(result);
          setDialogOpen(true);
        }}
      />
      <RecordDialog
        result={opened}
        open={dialogOpen}
        describeFields={describeFields}
        typeLabel={typeLabel}
        onClose={() => setDialogOpen(false)}
      />
    </>
  );
}
