/** What the form that saved or deleted a scenario tells the list it returns to. */
export interface ScenarioListState {
  notice: string;
}
