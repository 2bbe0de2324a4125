/** The scenario editor's list of a record type's scenarios. */
export const scenarioListPath = (recordType: string) =>
  `/admin/scenarios?type=${encodeURIComponent(recordType)}`;

/** The page that creates a scenario of a record type. */
export const newScenarioPath = (recordType: string) =>
  `/admin/scenarios/new?type=${encodeURIComponent(recordType)}`;

export const scenarioEditPath = (scenarioId: string) => `/admin/scenarios/${encodeURIComponent(scenarioId)}`;

/** What the form that saved or deleted a scenario tells the list it returns to. */
export interface ScenarioListState {
  notice: string;
}
