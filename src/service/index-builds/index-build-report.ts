import type { IndexBuildReport } from '../../contract/index-builds';
import type { IndexBuild } from './index-build-store';

/** A build as administrators read it, in the index builds list and on the dashboard. */
export const indexBuildReport = (build: IndexBuild): IndexBuildReport => ({
  objectName: build.recordType,
  status: build.status,
  done: build.done,
  // Records created while the build runs are indexed too, beyond the count it started with.
  total: Math.max(build.total, build.done),
  startedAt: build.startedAt,
  finishedAt: build.finishedAt,
  error: build.error,
});
