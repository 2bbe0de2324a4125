import { lazy, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Role } from '../../contract/roles';
import { PAGE_PATTERNS, pagePaths } from '../ui/page-paths';

// Pages load on demand so the first paint only carries the frame and the sign-in flow.
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const ScenariosPage = lazy(() => import('../features/scenarios/ScenariosPage'));
const SearchPage = lazy(() => import('../features/search/SearchPage'));
const UpsertPage = lazy(() => import('../features/upsert/UpsertPage'));
const ImportsPage = lazy(() => import('../features/imports/ImportsPage'));
const NewImportPage = lazy(() => import('../features/imports/NewImportPage'));
const ImportPage = lazy(() => import('../features/imports/ImportPage'));
const AddressPage = lazy(() => import('../features/address/AddressPage'));
const RecordPage = lazy(() => import('../features/records/RecordPage'));
const RecordBrowserPage = lazy(() => import('../features/record-browser/RecordBrowserPage'));
const JobsPage = lazy(() => import('../features/review/JobsPage'));
const SchedulesPage = lazy(() => import('../features/schedules/SchedulesPage'));
const ScheduleEditPage = lazy(() => import('../features/schedules/ScheduleEditPage'));
const AuditPage = lazy(() => import('../features/audit/AuditPage'));
const DecisionsPage = lazy(() => import('../features/decisions/DecisionsPage'));
const GroupsPage = lazy(() => import('../features/review/GroupsPage'));
const GroupReviewPage = lazy(() => import('../features/review/GroupReviewPage'));
const ReviewQueuePage = lazy(() => import('../features/review/ReviewQueuePage'));
const PairReviewPage = lazy(() => import('../features/review/PairReviewPage'));
const MergePage = lazy(() => import('../features/merge/MergePage'));
const LicencesPage = lazy(() => import('../features/licences/LicencesPage'));
const WordListsPage = lazy(() => import('../features/word-lists/WordListsPage'));
const WordListPage = lazy(() => import('../features/word-lists/WordListPage'));
const FiltersPage = lazy(() => import('../features/filters/FiltersPage'));
const FilterEditPage = lazy(() => import('../features/filters/FilterEditPage'));
const RecordTypesPage = lazy(() => import('../features/record-types/RecordTypesPage'));
const RecordTypeAdminPage = lazy(() => import('../features/record-types/RecordTypeAdminPage'));
const NewRecordTypePage = lazy(() => import('../features/record-types/NewRecordTypePage'));
const UsagePage = lazy(() => import('../features/usage/UsagePage'));
const ScenarioListPage = lazy(() => import('../features/scenario-editor/ScenarioListPage'));
const ScenarioEditPage = lazy(() => import('../features/scenario-editor/ScenarioEditPage'));
const ConfigurationPage = lazy(() => import('../features/configuration/ConfigurationPage'));
const SignInLocksPage = lazy(() => import('../features/sign-in-locks/SignInLocksPage'));
const AutomationPage = lazy(() => import('../features/automation/AutomationPage'));

export interface PageRoute {
  path: `/${string}`;
  element: ReactNode;
  /** The least role that may use the page: others are told so, and the navigation hides the page from them. */
  role: Role;
  /**
   * The page shows records (their values or names) or calls the seed's API (its scenarios), which needs an API
   * licence seat whatever the role: a user without one is told so, and the navigation hides the page from them.
   */
  needsSeat?: true;
  /** The page's entry in the main navigation, which lists the pages in this order; none for a page reached by link. */
  navLabel?: string;
  /** The menu of the navigation that lists the page, beside the pages of its kind; none lists it on its own. */
  navGroup?: 'Admin';
}

/** The signed-in pages of the console: the router and the main navigation both read them from here. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: PAGE_PATTERNS.home, element: <DashboardPage />, role: 'viewer', navLabel: 'Home' },
  {
    path: PAGE_PATTERNS.scenarios,
    element: <ScenariosPage />,
    role: 'viewer',
    needsSeat: true,
    navLabel: 'Scenarios',
  },
  // The navigation needs a plain address; Lead is the type stewards browse most, as elsewhere in the console.
  {
    path: PAGE_PATTERNS.records,
    element: <Navigate to={pagePaths.recordList('Lead')} replace />,
    role: 'viewer',
    needsSeat: true,
    navLabel: 'Records',
  },
  { path: PAGE_PATTERNS.recordList, element: <RecordBrowserPage />, role: 'viewer', needsSeat: true },
  {
    path: PAGE_PATTERNS.search,
    element: <SearchPage />,
    role: 'steward',
    needsSeat: true,
    navLabel: 'Search',
  },
  {
    path: PAGE_PATTERNS.upsert,
    element: <UpsertPage />,
    role: 'steward',
    needsSeat: true,
    navLabel: 'Upsert',
  },
  {
    path: PAGE_PATTERNS.imports,
    element: <ImportsPage />,
    role: 'steward',
    needsSeat: true,
    navLabel: 'Import',
  },
  { path: PAGE_PATTERNS.newImport, element: <NewImportPage />, role: 'steward', needsSeat: true },
  { path: PAGE_PATTERNS.import, element: <ImportPage />, role: 'steward', needsSeat: true },
  {
    path: PAGE_PATTERNS.review,
    element: <ReviewQueuePage />,
    role: 'steward',
    needsSeat: true,
    navLabel: 'Review',
  },
  { path: PAGE_PATTERNS.pair, element: <PairReviewPage />, role: 'steward', needsSeat: true },
  {
    path: PAGE_PATTERNS.jobs,
    element: <JobsPage />,
    role: 'steward',
    needsSeat: true,
    navLabel: 'Duplicate jobs',
  },
  {
    path: PAGE_PATTERNS.schedules,
    element: <SchedulesPage />,
    role: 'steward',
    needsSeat: true,
    navLabel: 'Schedules',
  },
  { path: PAGE_PATTERNS.newSchedule, element: <ScheduleEditPage />, role: 'steward', needsSeat: true },
  { path: PAGE_PATTERNS.schedule, element: <ScheduleEditPage />, role: 'steward', needsSeat: true },
  { path: PAGE_PATTERNS.groups, element: <GroupsPage />, role: 'steward', needsSeat: true },
  { path: PAGE_PATTERNS.group, element: <GroupReviewPage />, role: 'steward', needsSeat: true },
  { path: PAGE_PATTERNS.merge, element: <MergePage />, role: 'steward', needsSeat: true },
  { path: PAGE_PATTERNS.address, element: <AddressPage />, role: 'steward', navLabel: 'Address' },
  {
    path: PAGE_PATTERNS.audit,
    element: <AuditPage />,
    role: 'steward',
    needsSeat: true,
    navLabel: 'Audit',
  },
  {
    path: PAGE_PATTERNS.notDuplicates,
    element: <DecisionsPage />,
    role: 'steward',
    needsSeat: true,
    navLabel: 'Not duplicates',
  },
  { path: PAGE_PATTERNS.record, element: <RecordPage />, role: 'viewer', needsSeat: true },
  { path: PAGE_PATTERNS.admin, element: <Navigate to={pagePaths.licences()} replace />, role: 'admin' },
  {
    path: PAGE_PATTERNS.legacyLicences,
    element: <Navigate to={pagePaths.licences()} replace />,
    role: 'admin',
  },
  {
    path: PAGE_PATTERNS.licences,
    element: <LicencesPage />,
    role: 'admin',
    navLabel: 'Licences',
    navGroup: 'Admin',
  },
  {
    path: PAGE_PATTERNS.legacyWordLists,
    element: <Navigate to={pagePaths.wordLists()} replace />,
    role: 'admin',
  },
  {
    path: PAGE_PATTERNS.wordLists,
    element: <WordListsPage />,
    role: 'admin',
    navLabel: 'Word lists',
    navGroup: 'Admin',
  },
  { path: PAGE_PATTERNS.wordList, element: <WordListPage />, role: 'admin' },
  {
    path: PAGE_PATTERNS.filters,
    element: <FiltersPage />,
    role: 'admin',
    navLabel: 'Filters',
    navGroup: 'Admin',
  },
  { path: PAGE_PATTERNS.newFilter, element: <FilterEditPage />, role: 'admin' },
  { path: PAGE_PATTERNS.filter, element: <FilterEditPage />, role: 'admin' },
  {
    path: PAGE_PATTERNS.recordTypes,
    element: <RecordTypesPage />,
    role: 'admin',
    navLabel: 'Record types',
    navGroup: 'Admin',
  },
  { path: PAGE_PATTERNS.newRecordType, element: <NewRecordTypePage />, role: 'admin' },
  { path: PAGE_PATTERNS.recordType, element: <RecordTypeAdminPage />, role: 'admin' },
  {
    path: PAGE_PATTERNS.scenarioList,
    element: <ScenarioListPage />,
    role: 'admin',
    navLabel: 'Scenario editor',
    navGroup: 'Admin',
  },
  { path: PAGE_PATTERNS.newScenario, element: <ScenarioEditPage />, role: 'admin' },
  { path: PAGE_PATTERNS.scenario, element: <ScenarioEditPage />, role: 'admin' },
  {
    path: PAGE_PATTERNS.configuration,
    element: <ConfigurationPage />,
    role: 'admin',
    navLabel: 'Configuration',
    navGroup: 'Admin',
  },
  {
    path: PAGE_PATTERNS.automation,
    element: <AutomationPage />,
    role: 'admin',
    navLabel: 'Automation',
    navGroup: 'Admin',
  },
  { path: PAGE_PATTERNS.usage, element: <UsagePage />, role: 'admin', navLabel: 'Usage', navGroup: 'Admin' },
  {
    path: PAGE_PATTERNS.signInLocks,
    element: <SignInLocksPage />,
    role: 'admin',
    navLabel: 'Sign-in locks',
    navGroup: 'Admin',
  },
];
