import type { Migration } from 'kysely';
import { initial } from './0001-initial';
import { matchKeys } from './0002-match-keys';
import { crossObjectFields } from './0003-cross-object-fields';
import { upsertReview } from './0004-upsert-review';
import { addresses } from './0005-addresses';
import { matchEntries } from './0006-match-entries';
import { scenarioEvidence } from './0007-scenario-evidence';
import { stewardReview } from './0008-steward-review';
import { throttling } from './0009-throttling';
import { administration } from './0010-administration';
import { indexBuilds } from './0011-index-builds';
import { postalPlaces } from './0012-postal-places';
import { addressRanges } from './0013-address-ranges';
import { recordDisplay } from './0014-record-display';
import { dashboard } from './0015-dashboard';
import { reviewBatches } from './0016-review-batches';
import { coveredPairs } from './0017-covered-pairs';
import { signInSources } from './0018-sign-in-sources';
import { usageCounts } from './0019-usage-counts';
import { imports } from './0020-imports';
import { scenarioTraining } from './0021-scenario-training';
import { fieldUpdateRules } from './0022-field-update-rules';
import { fieldSources } from './0023-field-sources';
import { importSamples } from './0024-import-samples';
import { schedules } from './0025-schedules';
import { incrementalRuns } from './0026-incremental-runs';
import { alerts } from './0027-alerts';
import { events } from './0028-events';

/** The one migration history both dialects run. Append; never edit a migration that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-match-keys': matchKeys,
  '0003-cross-object-fields': crossObjectFields,
  '0004-upsert-review': upsertReview,
  '0005-addresses': addresses,
  '0006-match-entries': matchEntries,
  '0007-scenario-evidence': scenarioEvidence,
  '0008-steward-review': stewardReview,
  '0009-throttling': throttling,
  '0010-administration': administration,
  '0011-index-builds': indexBuilds,
  '0012-postal-places': postalPlaces,
  '0013-address-ranges': addressRanges,
  '0014-record-display': recordDisplay,
  '0015-dashboard': dashboard,
  '0016-review-batches': reviewBatches,
  '0017-covered-pairs': coveredPairs,
  '0018-sign-in-sources': signInSources,
  '0019-usage-counts': usageCounts,
  '0020-imports': imports,
  '0021-scenario-training': scenarioTraining,
  '0022-field-update-rules': fieldUpdateRules,
  '0023-field-sources': fieldSources,
  '0024-import-samples': importSamples,
  '0025-schedules': schedules,
  '0026-incremental-runs': incrementalRuns,
  '0027-alerts': alerts,
  '0028-events': events,
};
