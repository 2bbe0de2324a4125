/** Where the API lives: exactly where the original product is mounted, so existing integrations work unchanged. */
export const DUPCHECK_BASE = '/services/apexrest/dupcheck';
export const RECORDVAL_BASE = '/services/apexrest/recordval';
export const SALESFORCE_API_VERSION = 'v62.0';
export const SOBJECTS_BASE = `/services/data/${SALESFORCE_API_VERSION}/sobjects`;

export const apiPaths = {
  scenarios: `${DUPCHECK_BASE}/dc3Api/scenarios`,
  search: `${DUPCHECK_BASE}/dc3Api/search`,
  searchExplain: `${DUPCHECK_BASE}/dc3Api/search/explain`,
  upsert: `${DUPCHECK_BASE}/dc3DataApi`,
  batchUpsert: `${DUPCHECK_BASE}/dc3DataApi/batch`,
  auditEvents: `${DUPCHECK_BASE}/dc3Api/admin/audit-events`,
  potentialDuplicates: `${DUPCHECK_BASE}/dc3Api/admin/potential-duplicates`,
  potentialDuplicate: (potentialDuplicateId: string) =>
    `${DUPCHECK_BASE}/dc3Api/admin/potential-duplicates/${encodeURIComponent(potentialDuplicateId)}`,
  reviewQueue: `${DUPCHECK_BASE}/dc3Api/review-queue`,
  reviewQueueCsv: `${DUPCHECK_BASE}/dc3Api/review-queue.csv`,
  dashboard: `${DUPCHECK_BASE}/dc3Api/dashboard`,
  recordList: `${DUPCHECK_BASE}/dc3Api/records`,
  recordFieldSources: (id: string) =>
    `${DUPCHECK_BASE}/dc3Api/records/${encodeURIComponent(id)}/field-sources`,
  reviewBatches: `${DUPCHECK_BASE}/dc3Api/review-batches`,
  reviewBatch: (batchId: string) => `${DUPCHECK_BASE}/dc3Api/review-batches/${encodeURIComponent(batchId)}`,
  reviewBatchUndo: (batchId: string) =>
    `${DUPCHECK_BASE}/dc3Api/review-batches/${encodeURIComponent(batchId)}/undo`,
  myLicense: `${DUPCHECK_BASE}/dc3Api/my-license`,
  licenses: `${DUPCHECK_BASE}/dc3Api/admin/licenses`,
  license: (principal: string) => `${DUPCHECK_BASE}/dc3Api/admin/licenses/${encodeURIComponent(principal)}`,
  apiUsage: `${DUPCHECK_BASE}/dc3Api/admin/api-usage`,
  signInLocks: `${DUPCHECK_BASE}/dc3Api/admin/sign-in-locks`,
  signInLockLift: `${DUPCHECK_BASE}/dc3Api/admin/sign-in-locks/lift`,
  notDuplicates: `${DUPCHECK_BASE}/dc3Api/not-duplicates`,
  notDuplicate: (decisionId: string) =>
    `${DUPCHECK_BASE}/dc3Api/not-duplicates/${encodeURIComponent(decisionId)}`,
  merge: `${DUPCHECK_BASE}/dc3Api/merge`,
  mergePreview: `${DUPCHECK_BASE}/dc3Api/merge/preview`,
  merges: `${DUPCHECK_BASE}/dc3Api/merges`,
  mergeUndo: (mergeId: string) => `${DUPCHECK_BASE}/dc3Api/merges/${encodeURIComponent(mergeId)}/undo`,
  imports: `${DUPCHECK_BASE}/dc3Api/imports`,
  import: (importId: string) => `${DUPCHECK_BASE}/dc3Api/imports/${encodeURIComponent(importId)}`,
  importCheck: (importId: string) => `${DUPCHECK_BASE}/dc3Api/imports/${encodeURIComponent(importId)}/check`,
  importApply: (importId: string) => `${DUPCHECK_BASE}/dc3Api/imports/${encodeURIComponent(importId)}/apply`,
  importCancel: (importId: string) =>
    `${DUPCHECK_BASE}/dc3Api/imports/${encodeURIComponent(importId)}/cancel`,
  importUndo: (importId: string) => `${DUPCHECK_BASE}/dc3Api/imports/${encodeURIComponent(importId)}/undo`,
  importRows: (importId: string) => `${DUPCHECK_BASE}/dc3Api/imports/${encodeURIComponent(importId)}/rows`,
  importReport: (importId: string) =>
    `${DUPCHECK_BASE}/dc3Api/imports/${encodeURIComponent(importId)}/report.csv`,
  jobs: `${DUPCHECK_BASE}/dc3Api/jobs`,
  schedules: `${DUPCHECK_BASE}/dc3Api/schedules`,
  scheduleTimes: `${DUPCHECK_BASE}/dc3Api/schedule-times`,
  autoMergeRehearsals: `${DUPCHECK_BASE}/dc3Api/auto-merge-rehearsals`,
  autoMergeSettings: `${DUPCHECK_BASE}/dc3Api/admin/auto-merge-settings`,
  alerts: `${DUPCHECK_BASE}/dc3Api/alerts`,
  alertDismissal: (alertId: string) =>
    `${DUPCHECK_BASE}/dc3Api/alerts/${encodeURIComponent(alertId)}/dismissal`,
  alertSettings: `${DUPCHECK_BASE}/dc3Api/admin/alert-settings`,
  events: `${DUPCHECK_BASE}/dc3Api/events`,
  dc3Records: `${DUPCHECK_BASE}/dc3Api/records`,
  recordSurvivor: (recordId: string) =>
    `${DUPCHECK_BASE}/dc3Api/records/${encodeURIComponent(recordId)}/survivor`,
  recordSurvivors: `${DUPCHECK_BASE}/dc3Api/records/survivors`,
  schedule: (scheduleId: string) => `${DUPCHECK_BASE}/dc3Api/schedules/${encodeURIComponent(scheduleId)}`,
  scheduleRuns: (scheduleId: string) =>
    `${DUPCHECK_BASE}/dc3Api/schedules/${encodeURIComponent(scheduleId)}/runs`,
  job: (jobId: string) => `${DUPCHECK_BASE}/dc3Api/jobs/${encodeURIComponent(jobId)}`,
  jobCancel: (jobId: string) => `${DUPCHECK_BASE}/dc3Api/jobs/${encodeURIComponent(jobId)}/cancel`,
  jobGroups: (jobId: string) => `${DUPCHECK_BASE}/dc3Api/jobs/${encodeURIComponent(jobId)}/groups`,
  jobGroup: (jobId: string, groupId: string) =>
    `${DUPCHECK_BASE}/dc3Api/jobs/${encodeURIComponent(jobId)}/groups/${encodeURIComponent(groupId)}`,
  jobGroupNotDuplicate: (jobId: string, groupId: string) =>
    `${DUPCHECK_BASE}/dc3Api/jobs/${encodeURIComponent(jobId)}/groups/${encodeURIComponent(groupId)}/not-duplicate`,
  scenarioTraining: (scenarioId: string) =>
    `${DUPCHECK_BASE}/dc3Api/scenarios/${encodeURIComponent(scenarioId)}/train`,
  adminScenarios: `${DUPCHECK_BASE}/dc3Api/admin/scenarios`,
  adminScenarioPreview: `${DUPCHECK_BASE}/dc3Api/admin/scenarios/preview`,
  adminScenario: (scenarioId: string) =>
    `${DUPCHECK_BASE}/dc3Api/admin/scenarios/${encodeURIComponent(scenarioId)}`,
  exportConfig: `${DUPCHECK_BASE}/dc3Api/admin/export-config`,
  exportConfigJobStat: `${DUPCHECK_BASE}/dc3Api/admin/export-config-job-stat`,
  exportConfigDownload: `${DUPCHECK_BASE}/dc3Api/admin/export-config-download`,
  importConfig: `${DUPCHECK_BASE}/dc3Api/admin/import-config`,
  importConfigDryRun: `${DUPCHECK_BASE}/dc3Api/admin/import-config/dry-run`,
  importConfigJobStat: `${DUPCHECK_BASE}/dc3Api/admin/import-config-job-stat`,
  adminRecordTypes: `${DUPCHECK_BASE}/dc3Api/admin/record-types`,
  adminIndexBuilds: `${DUPCHECK_BASE}/dc3Api/admin/index-builds`,
  adminRecordType: (recordType: string) =>
    `${DUPCHECK_BASE}/dc3Api/admin/record-types/${encodeURIComponent(recordType)}`,
  adminUpdateRules: (recordType: string) =>
    `${DUPCHECK_BASE}/dc3Api/admin/record-types/${encodeURIComponent(recordType)}/update-rules`,
  adminSourceTrust: (recordType: string) =>
    `${DUPCHECK_BASE}/dc3Api/admin/record-types/${encodeURIComponent(recordType)}/source-trust`,
  adminCrossObjects: (recordType: string) =>
    `${DUPCHECK_BASE}/dc3Api/admin/record-types/${encodeURIComponent(recordType)}/cross-objects`,
  wordLists: `${DUPCHECK_BASE}/dc3Api/admin/word-lists`,
  wordList: (name: string) => `${DUPCHECK_BASE}/dc3Api/admin/word-lists/${encodeURIComponent(name)}`,
  filters: `${DUPCHECK_BASE}/dc3Api/admin/filters`,
  filterCount: `${DUPCHECK_BASE}/dc3Api/admin/filters/count`,
  filter: (recordType: string, developerName: string) =>
    `${DUPCHECK_BASE}/dc3Api/admin/filters/${encodeURIComponent(recordType)}/${encodeURIComponent(developerName)}`,
  addressFind: `${RECORDVAL_BASE}/v1/address/find`,
  addressRetrieve: `${RECORDVAL_BASE}/v1/address/retrieve`,
  addressValidate: `${RECORDVAL_BASE}/v1/address/validate`,
  addressUsage: `${RECORDVAL_BASE}/v1/admin/usage`,
  emailValidate: `${RECORDVAL_BASE}/v1/email/validate`,
  phoneValidate: `${RECORDVAL_BASE}/v1/phone/validate`,
  describeGlobal: SOBJECTS_BASE,
  describe: (objectType: string) => `${SOBJECTS_BASE}/${encodeURIComponent(objectType)}/describe`,
  record: (objectType: string, id: string) =>
    `${SOBJECTS_BASE}/${encodeURIComponent(objectType)}/${encodeURIComponent(id)}`,
} as const;
