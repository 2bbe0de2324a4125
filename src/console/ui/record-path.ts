/** The console address of a record's detail page. */
export const recordPath = (objectType: string, recordId: string) =>
  `/records/${encodeURIComponent(objectType)}/${encodeURIComponent(recordId)}`;
