import { Box, MenuItem, TextField } from '@mui/material';
import { ResultCard } from './ResultCard';
import { initialDirection, keyFieldLabel, scenarioShortName, type SortKey } from './result-format';
import type { ResultListProps } from './ResultsTable';

/**
 * The matches as a list of cards, for screens too narrow for the table's columns. Without column headers to click,
 * a choice sorts them, by the same keys and in the same first direction as the table's headers.
 */
export function ResultCards({
  results,
  keyFields,
  scenarios,
  labels,
  typeLabel,
  label,
  sort,
  onSort,
  onOpen,
  breakdownHeadingLevel,
  footer,
  selection,
}: ResultListProps) {
  const sortKeys: { key: SortKey; label: string }[] = [
    { key: 'score', label: 'Score' },
    { key: 'name', label: 'Record' },
    ...keyFields.map((field) => ({ key: `field:${field.name}` as const, label: keyFieldLabel(field) })),
    ...scenarios.map((scenario) => ({
      key: `scenario:${scenario.scenarioId}` as const,
      label: `${scenarioShortName(scenario.scenarioName, typeLabel)} score`,
    })),
  ];
  return (
    <>
      <TextField
        select
        size="small"
        label="Sort by"
        value={sort.key}
        onChange={(event) => {
          const key = event.target.value as SortKey;
          onSort({ key, direction: initialDirection(key) });
        }}
        sx={{ mb: 1.5, minWidth: 180 }}
      >
        {sortKeys.map((option) => (
          <MenuItem key={option.key} value={option.key}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <Box
        component="ul"
        aria-label={label}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1, m: 0, p: 0, listStyle: 'none' }}
      >
        {results.map((result) => (
          <ResultCard
            key={result.objectData.Id ?? result.objectData.attributes.url}
            result={result}
            keyFields={keyFields}
            labels={labels}
            typeLabel={typeLabel}
            onOpen={onOpen}
            breakdownHeadingLevel={breakdownHeadingLevel}
            selection={selection}
          />
        ))}
      </Box>
      {footer}
    </>
  );
}
