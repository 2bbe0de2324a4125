import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { describeQueryOptions } from '../../api/record-types-queries';
import { wordListsQueryOptions } from '../../api/word-lists-queries';
import { EditPageHeading } from '../../ui/EditPageHeading';
import { QueryGate } from '../../ui/QueryGate';
import { SkeletonRows } from '../../ui/SkeletonRows';
import type { AdminScenario } from '../../../contract/scenario-admin';
import { adminScenarioQueryOptions } from './scenario-admin-queries';
import { ScenarioForm } from './ScenarioForm';
import { pagePaths } from '../../ui/page-paths';

const PLACEHOLDER = <SkeletonRows count={6} height={56} />;

/** The form once the record type's fields and the word lists are known. */
function FormFor({ objectName, editing }: { objectName: string; editing: AdminScenario | undefined }) {
  const describe = useQuery(describeQueryOptions(objectName));
  const wordLists = useQuery(wordListsQueryOptions());
  const title = editing ? `Edit scenario ${editing.scenarioName}` : 'New scenario';
  return (
    <>
      <EditPageHeading
        title={title}
        section="Scenario editor"
        backTo={pagePaths.scenarioList({ type: objectName })}
        backLabel={`All ${objectName} scenarios`}
      />
      <QueryGate
        queries={[describe, wordLists]}
        loadingLabel="Loading the scenario form"
        placeholder={PLACEHOLDER}
      >
        {([type, lists]) => <ScenarioForm describe={type} wordLists={lists} editing={editing} />}
      </QueryGate>
    </>
  );
}

function StoredScenarioForm({ scenarioId }: { scenarioId: string }) {
  const scenario = useQuery(adminScenarioQueryOptions(scenarioId));
  return (
    <QueryGate queries={[scenario]} loadingLabel="Loading the scenario" placeholder={PLACEHOLDER}>
      {([stored]) => <FormFor key={stored.scenarioId} objectName={stored.objectName} editing={stored} />}
    </QueryGate>
  );
}

/** `/admin/scenarios/new?type=Lead` creates a scenario; `/admin/scenarios/<id>` changes that one. */
export default function ScenarioEditPage() {
  const { scenarioId } = useParams();
  const [searchParams] = useSearchParams();
  return scenarioId ? (
    <StoredScenarioForm scenarioId={scenarioId} />
  ) : (
    <FormFor objectName={searchParams.get('type') ?? 'Lead'} editing={undefined} />
  );
}
