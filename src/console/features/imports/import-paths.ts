/**
 * The Import pages' addresses. They belong in `PAGE_PATTERNS` (src/console/ui/page-paths.ts) beside the others;
 * until they move there, the router and the links read them from here.
 */
export const IMPORT_PATTERNS = {
  imports: '/imports',
  newImport: '/imports/new',
  import: '/imports/:importId',
} as const satisfies Record<string, `/${string}`>;

export const importPaths = {
  imports: () => IMPORT_PATTERNS.imports,
  newImport: () => IMPORT_PATTERNS.newImport,
  import: (importId: string) => `${IMPORT_PATTERNS.imports}/${encodeURIComponent(importId)}`,
};
