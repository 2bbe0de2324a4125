import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { CallbackPage } from '../auth/CallbackPage';
import { RequireAuth } from '../auth/RequireAuth';
import { RequireRole } from '../auth/RequireRole';
import { AppLayout } from './AppLayout';
import { NotFoundPage } from './NotFoundPage';

// Pages load on demand so the first paint only carries the frame and the sign-in flow.
const ScenariosPage = lazy(() => import('../features/scenarios/ScenariosPage'));
const SearchPage = lazy(() => import('../features/search/SearchPage'));
const UpsertPage = lazy(() => import('../features/upsert/UpsertPage'));
const AddressPage = lazy(() => import('../features/address/AddressPage'));
const RecordPage = lazy(() => import('../features/records/RecordPage'));
const JobsPage = lazy(() => import('../features/review/JobsPage'));
const AuditPage = lazy(() => import('../features/audit/AuditPage'));
const DecisionsPage = lazy(() => import('../features/decisions/DecisionsPage'));
const GroupsPage = lazy(() => import('../features/review/GroupsPage'));
const GroupReviewPage = lazy(() => import('../features/review/GroupReviewPage'));
const ReviewQueuePage = lazy(() => import('../features/review/ReviewQueuePage'));
const PairReviewPage = lazy(() => import('../features/review/PairReviewPage'));

export const routes: RouteObject[] = [
  { path: '/callback', element: <CallbackPage /> },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <Navigate to="/scenarios" replace /> },
          { path: 'scenarios', element: <ScenariosPage /> },
          {
            path: 'search',
            element: (
              <RequireRole role="steward">
                <SearchPage />
              </RequireRole>
            ),
          },
          {
            path: 'upsert',
            element: (
              <RequireRole role="steward">
                <UpsertPage />
              </RequireRole>
            ),
          },
          {
            path: 'review',
            element: (
              <RequireRole role="steward">
                <ReviewQueuePage />
              </RequireRole>
            ),
          },
          {
            path: 'review/pairs/:potentialDuplicateId',
            element: (
              <RequireRole role="steward">
                <PairReviewPage />
              </RequireRole>
            ),
          },
          {
            path: 'address',
            element: (
              <RequireRole role="steward">
                <AddressPage />
              </RequireRole>
            ),
          },
          {
            path: 'jobs',
            element: (
              <RequireRole role="steward">
                <JobsPage />
              </RequireRole>
            ),
          },
          {
            path: 'jobs/:jobId/groups',
            element: (
              <RequireRole role="steward">
                <GroupsPage />
              </RequireRole>
            ),
          },
          {
            path: 'jobs/:jobId/groups/:groupId',
            element: (
              <RequireRole role="steward">
                <GroupReviewPage />
              </RequireRole>
            ),
          },
          {
            path: 'not-duplicates',
            element: (
              <RequireRole role="steward">
                <DecisionsPage />
              </RequireRole>
            ),
          },
          {
            path: 'audit',
            element: (
              <RequireRole role="steward">
                <AuditPage />
              </RequireRole>
            ),
          },
          { path: 'records/:objectType/:recordId', element: <RecordPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
