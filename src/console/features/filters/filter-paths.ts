/** What the form that saved a filter tells the list it returns to. */
export interface SavedFilterState {
  savedLabel: string;
}
