import { useId, useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import type { Import, ImportOutcome, OutcomeCounts } from '../../../contract/imports';
import { OUTCOME_LABELS, OUTCOMES } from './import-status';
import { ImportRowsTable } from './ImportRowsTable';

interface OutcomeTabsProps {
  imported: Import;
  counts: OutcomeCounts;
  /** The dry run's rows (what will happen) or the import's (what happened). */
  phase: 'check' | 'apply';
}

/** The rows per outcome, a tab each with its count, and a page of the chosen outcome's rows beneath. */
export function OutcomeTabs({ imported, counts, phase }: OutcomeTabsProps) {
  const tense = phase === 'check' ? 'planned' : 'done';
  const [chosen, setChosen] = useState<ImportOutcome>(
    () => OUTCOMES.find((outcome) => counts[outcome] > 0) ?? 'CREATE',
  );
  const panelId = useId();
  const tabId = (outcome: ImportOutcome) => `${panelId}-${outcome}`;
  const label = OUTCOME_LABELS[chosen][tense];
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={chosen}
          onChange={(_event, outcome: ImportOutcome) => setChosen(outcome)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={phase === 'check' ? 'Dry run outcomes' : 'Import outcomes'}
        >
          {OUTCOMES.map((outcome) => (
            <Tab
              key={outcome}
              value={outcome}
              id={tabId(outcome)}
              aria-controls={panelId}
              label={`${OUTCOME_LABELS[outcome][tense]} (${counts[outcome].toLocaleString('en')})`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(chosen)} sx={{ pt: 1 }}>
        <ImportRowsTable
          key={chosen}
          imported={imported}
          selection={{ phase, outcome: chosen }}
          label={`Rows: ${label}`}
        />
      </Box>
    </>
  );
}
