import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router';
import {
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { AdminScenario } from '../../../contract/scenario-admin';
import type { SObjectSummary } from '../../../contract/sobjects';
import { ListSection } from '../../ui/ListSection';
import { QueryGate } from '../../ui/QueryGate';
import { RecordTypePage } from '../../ui/record-type-page/RecordTypePage';
import { SkeletonRows } from '../../ui/SkeletonRows';
import { IndexBuildProgress } from './IndexBuildProgress';
import { adminScenariosQueryOptions } from './scenario-admin-queries';
import { type ScenarioListState } from '../../ui/scenario-paths';
import { pagePaths } from '../../ui/page-paths';
import { SCORE_METHOD_NAMES } from '../../ui/score-method-text';

const USES: readonly [keyof AdminScenario, string][] = [
  ['onApi', 'search API'],
  ['onDataApi', 'upsert API'],
  ['onSearch', 'UI search'],
  ['onBatch', 'batch'],
  ['onInsert', 'on insert'],
];

const usesOf = (scenario: AdminScenario) =>
  USES.filter(([flag]) => scenario[flag] === true)
    .map(([, label]) => label)
    .join(', ') || 'nowhere';

function ScenarioListSection({ recordType }: { recordType: SObjectSummary }) {
  const scenarios = useQuery(adminScenariosQueryOptions(recordType.name));
  const notice = (useLocation().state as ScenarioListState | null)?.notice;

  return (
    <ListSection
      title={`${recordType.label} scenarios`}
      newLabel="New scenario"
      newPath={pagePaths.newScenario({ type: recordType.name })}
      notice={notice}
    >
      <IndexBuildProgress objectName={recordType.name} label={recordType.label} />
      <QueryGate
        queries={[scenarios]}
        loadingLabel={`Loading the ${recordType.label} scenarios`}
        placeholder={<SkeletonRows count={3} height={36} />}
      >
        {([list]) =>
          list.length === 0 ? (
            <Typography>{recordType.label} has no scenarios yet.</Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={`${recordType.label} scenarios to edit`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Scenario</TableCell>
                    <TableCell align="right">Threshold</TableCell>
                    <TableCell>Score method</TableCell>
                    <TableCell>Used by</TableCell>
                    <TableCell align="right">Fields</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.map((scenario) => (
                    <TableRow key={scenario.scenarioId}>
                      <TableCell component="th" scope="row">
                        <Link component={RouterLink} to={pagePaths.scenario(scenario.scenarioId)}>
                          {scenario.scenarioName}
                        </Link>
                        {scenario.isHidden && ' (hidden)'}
                      </TableCell>
                      <TableCell align="right">{scenario.threshold}</TableCell>
                      <TableCell>{SCORE_METHOD_NAMES[scenario.scoreMethod ?? 'SEARCH']}</TableCell>
                      <TableCell>{usesOf(scenario)}</TableCell>
                      <TableCell align="right">{scenario.scenarioFields.length}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )
        }
      </QueryGate>
    </ListSection>
  );
}

/** The scenarios of each record type, every setting editable, hidden ones included. */
export default function ScenarioListPage() {
  return (
    <RecordTypePage
      title="Scenario editor"
      intro="A scenario says which fields to compare, how, and how alike two records must be to be called duplicates. Changing one shows at once how it would have judged the pairs stewards merged or kept apart."
    >
      {(recordType) => <ScenarioListSection recordType={recordType} />}
    </RecordTypePage>
  );
}
