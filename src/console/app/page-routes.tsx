import { lazy, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Role } from '../../contract/roles';

// Pages load on demand so the first paint only carries the frame and the sign-in flow.
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const ScenariosPage = lazy(() => import('../features/scenarios/ScenariosPage'));
const SearchPage = lazy(() => import('../features/search/SearchPage'));
const UpsertPage = lazy(() => import('../features/upsert/UpsertPage'));
const AddressPage = lazy(() => import('../features/address/AddressPage'));
const RecordPage = lazy(() => import('../features/records/RecordPage'));
const RecordBrowserPage = lazy(() => import('../features/record-browser/RecordBrowserPage'));
const JobsPage = lazy(() => import('../features/review/JobsPage'));
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

export interface PageRoute {
  path: `/${string}`;
  element: ReactNode;
  /** The least role that may use the page: others are told so, and the navigation hides the page from them. */
  role: Role;
  /** The page's entry in the main navigation, which lists the pages in this order; none for a page reached by link. */
  navLabel?: string;
  /** The menu of the navigation that lists the page, beside the pages of its kind; none lists it on its own. */
  navGroup?: 'Admin';
}

/** The signed-in pages of the console: the router and the main navigation both read them from here. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', element: <DashboardPage />, role: 'viewer', navLabel: 'Home' },
  { path: '/scenarios', element: <ScenariosPage />, role: 'viewer', navLabel: 'Scenarios' },
  // The navigation needs a plain address; Lead is the type stewards browse most, as elsewhere in the console.
  { path: '/records', element: <Navigate to="/records/Lead" replace />, role: 'viewer', navLabel: 'Records' },
  { path: '/records/:objectType', element: <RecordBrowserPage />, role: 'viewer' },
  { path: '/search', element: <SearchPage />, role: 'steward', navLabel: 'Search' },
  { path: '/upsert', element: <UpsertPage />, role: 'steward', navLabel: 'Upsert' },
  { path: '/review', element: <ReviewQueuePage />, role: 'steward', navLabel: 'Review' },
  { path: '/review/pairs/:potentialDuplicateId', element: <PairReviewPage />, role: 'steward' },
  { path: '/jobs', element: <JobsPage />, role: 'steward', navLabel: 'Duplicate jobs' },
  { path: '/jobs/:jobId/groups', element: <GroupsPage />, role: 'steward' },
  { path: '/jobs/:jobId/groups/:groupId', element: <GroupReviewPage />, role: 'steward' },
  { path: '/merge', element: <MergePage />, role: 'steward' },
  { path: '/address', element: <AddressPage />, role: 'steward', navLabel: 'Address' },
  { path: '/audit', element: <AuditPage />, role: 'steward', navLabel: 'Audit' },
  { path: '/not-duplicates', element: <DecisionsPage />, role: 'steward', navLabel: 'Not duplicates' },
  { path: '/records/:objectType/:recordId', element: <RecordPage />, role: 'viewer' },
  { path: '/admin', element: <Navigate to="/admin/licences" replace />, role: 'admin' },
  { path: '/licences', element: <Navigate to="/admin/licences" replace />, role: 'admin' },
  {
    path: '/admin/licences',
    element: <LicencesPage />,
    role: 'admin',
    navLabel: 'Licences',
    navGroup: 'Admin',
  },
  { path: '/word-lists', element: <Navigate to="/admin/word-lists" replace />, role: 'admin' },
  {
    path: '/admin/word-lists',
    element: <WordListsPage />,
    role: 'admin',
    navLabel: 'Word lists',
    navGroup: 'Admin',
  },
  { path: '/admin/word-lists/:name', element: <WordListPage />, role: 'admin' },
  { path: '/admin/filters', element: <FiltersPage />, role: 'admin', navLabel: 'Filters', navGroup: 'Admin' },
  { path: '/admin/filters/new', element: <FilterEditPage />, role: 'admin' },
  { path: '/admin/filters/:recordType/:developerName', element: <FilterEditPage />, role: 'admin' },
  {
    path: '/admin/record-types',
    element: <RecordTypesPage />,
    role: 'admin',
    navLabel: 'Record types',
    navGroup: 'Admin',
  },
  { path: '/admin/record-types/new', element: <NewRecordTypePage />, role: 'admin' },
  { path: '/admin/record-types/:recordType', element: <RecordTypeAdminPage />, role: 'admin' },
  {
    path: '/admin/scenarios',
    element: <ScenarioListPage />,
    role: 'admin',
    navLabel: 'Scenario editor',
    navGroup: 'Admin',
  },
  { path: '/admin/scenarios/new', element: <ScenarioEditPage />, role: 'admin' },
  { path: '/admin/scenarios/:scenarioId', element: <ScenarioEditPage />, role: 'admin' },
  {
    path: '/admin/configuration',
    element: <ConfigurationPage />,
    role: 'admin',
    navLabel: 'Configuration',
    navGroup: 'Admin',
  },
  { path: '/admin/usage', element: <UsagePage />, role: 'admin', navLabel: 'Usage', navGroup: 'Admin' },
];
