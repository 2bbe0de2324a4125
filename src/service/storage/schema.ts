import type { Generated } from 'kysely';

/**
 * Table shapes as the query layer sees them. Column types are chosen to mean the same on SQLite and PostgreSQL:
 * flags are integers (0/1), documents are JSON text, times are ISO-8601 text.
 */
export interface Database {
  settings: { key: string; value: string };
  id_counters: { prefix: string; last_value: number };
  record_types: {
    api_name: string;
    key_prefix: string;
    label: string;
    label_plural: string;
    name_field: string | null;
    /** `{FirstName} {LastName}`: how a record is named; null for the default of its fields. */
    display_template: string | null;
    /** JSON array of up to three field names shown beside a record's name; null for the default. */
    secondary_fields: string | null;
    /** JSON array of write sources, most trusted first; null: every source alike. */
    source_trust: string | null;
  };
  record_fields: {
    record_type: string;
    api_name: string;
    label: string;
    field_type: string;
    required: number;
    read_only: number;
    reference_to: string | null;
    relationship_name: string | null;
    picklist_values: string | null;
    position: number;
    update_rule: string | null;
  };
  records: {
    id: string;
    record_type: string;
    data: string;
    created_at: string;
    created_by: string;
    updated_at: string;
    updated_by: string;
    /** JSON FieldSources: which source wrote each field's value and when; null: not known (written before 0023). */
    field_sources: string | null;
  };
  scenarios: {
    id: string;
    record_type: string;
    name: string;
    threshold: number;
    score_method: string;
    on_api: number;
    on_data_api: number;
    on_batch: number;
    on_search: number;
    on_insert: number;
    is_hidden: number;
    position: number;
    minimum_evidence: number;
    model: string | null;
    /** The process training the scenario's model, until `training_lease_until` (ms since the epoch). */
    training_worker: string | null;
    training_lease_until: number | null;
  };
  scenario_fields: {
    id: string;
    scenario_id: string;
    field: string;
    match_method: string;
    match_config: string | null;
    synonym_list: string | null;
    frequent_list: string | null;
    weight: number;
    do_not_index: number;
    index_groups: string;
    position: number;
    guard: number;
    identifier: number;
  };
  filters: {
    id: string;
    record_type: string;
    developer_name: string;
    label: string;
    conditions: string;
  };
  word_lists: {
    name: string;
    kind: string;
    built_in: number;
    entries: string;
    updated_at: string;
  };
  licence_seats: { principal: string; assigned_at: string; assigned_by: string };
  audit_events: {
    id: string;
    at: string;
    principal: string;
    endpoint: string;
    action: string;
    record_type: string;
    record_id: string;
    changes: string;
    match: string | null;
    /** JSON AuditDetail: the other records and the merge a merge, undo or decision concerns. */
    detail: string | null;
  };
  sign_in_failures: {
    /** `user:<name>` for the sign-in form, `client:<id>` for the token endpoint. */
    subject: string;
    /** The address the attempts came from; `*` for the count of every address, which slows but never locks. */
    source: string;
    failures: number;
    first_failure_at: string;
    locked_until: string | null;
  };
  api_request_counts: {
    principal: string;
    /** The window's start divided by its length: windows of one length are numbered alike everywhere. */
    window_no: number;
    requests: number;
  };
  potential_duplicates: {
    id: string;
    record_type: string;
    record_id: string;
    duplicate_id: string;
    score: number;
    scenario_scores: string;
    detected_at: string;
    principal: string;
    /** OPEN, MERGED or NOT_DUPLICATE: a steward reviews a pair once. */
    status: Generated<string>;
    reviewed_by: string | null;
    reviewed_at: string | null;
    /** The job that put both records into one group: the queue lists the pair as that group while it is latest. */
    covered_by_job: string | null;
    /** The file import whose new record the pair was logged with: the queue lists it as the import's. */
    import_id: Generated<string | null>;
  };
  address_points: {
    /** Hash of the normalised identity (see address/store/address-point.ts): stable across re-imports. */
    id: string;
    country: string;
    region_code: string;
    region: string;
    city: string;
    city_key: string;
    postcode: string;
    postcode_key: string;
    street: string;
    street_key: string;
    /** As the source wrote it: "146a", "6-8". */
    number: string;
    number_value: number | null;
    number_to: number | null;
    /** Upper case without separators, '' when none. */
    addition: string;
    unit: string;
    latitude: number | null;
    longitude: number | null;
    source: string;
  };
  postal_places: {
    /**
     * Hash of everything else (see address/store/postal-place.ts): a re-import finds the rows it wrote, and a row GeoNames
     * changed is a new one.
     */
    id: string;
    country: string;
    /** As GeoNames writes it: '38385', 'BN91', '1012'. */
    postcode: string;
    /** postcodeKey(postcode). */
    postcode_key: string;
    /** Local language: 'München', 'Bruxelles'. */
    place: string;
    /** cityKey(place). */
    place_key: string;
    /** Region.code of the admin1 name, '' where it names none of our regions. */
    region_code: string;
    /** GeoNames' admin1 name as written. */
    region: string;
    latitude: number | null;
    longitude: number | null;
    /** The import that last held the row; rows of an imported country that it did not hold are removed. */
    import_run: string;
  };
  duplicate_jobs: {
    id: string;
    record_type: string;
    /** JSON array of 15-character scenario ids. */
    scenario_ids: string;
    filter_name: string | null;
    /** The type a cross-object job compares the records with; null for a job within one type. */
    cross_object_type: string | null;
    status: string;
    created_by: string;
    created_at: string;
    started_at: string | null;
    finished_at: string | null;
    records_total: number;
    group_count: number | null;
    /** Records in the groups found; null until DONE. */
    grouped_records: number | null;
    /** JSON AutoMerge: merge the groups at or above a score when the job ends; null for none. */
    auto_merge: string | null;
    /** The review batch of the auto-merge, once made. */
    auto_merge_batch: string | null;
    error: string | null;
    /** An incremental job searched only the records created or changed since then; null: every record. */
    changed_since: string | null;
  };
  schedules: {
    id: string;
    name: string;
    record_type: string;
    cron: string;
    time_zone: string;
    /** JSON JobInput: the job each run starts, resolved against the configuration when it fires. */
    job: string;
    /** 0 while paused. */
    enabled: number;
    /** When it runs next; null while paused, or when the expression has no later time. */
    next_run_at: string | null;
    /** CHANGED: a run searches the records created or changed since the last run that ended; ALL: every one. */
    scope: string;
    created_by: string;
    created_at: string;
    updated_by: string;
    updated_at: string;
  };
  schedule_runs: {
    id: string;
    schedule_id: string;
    /** The occurrence it ran for (the schedule's next_run_at when it fired). */
    occurrence: string;
    fired_at: string;
    /** STARTED: its job was started; SKIPPED: the last run's job was still going; FAILED: no job could start. */
    status: string;
    job_id: string | null;
    reason: string | null;
    /** 1: started by a steward rather than by the schedule. */
    by_hand: number;
  };
  duplicate_job_chunks: {
    job_id: string;
    chunk: number;
    /** The chunk is the job's records with ids from first_id to last_id, both included (unless record_ids). */
    first_id: string;
    last_id: string;
    /** JSON array of the record ids the chunk searches, for an incremental job; null: the id range. */
    record_ids: string | null;
    /** PENDING, RUNNING (claimed until lease_until) or DONE. */
    status: string;
    claimed_by: string | null;
    lease_until: string | null;
    records_done: Generated<number>;
    pairs_found: Generated<number>;
  };
  duplicate_job_pairs: {
    job_id: string;
    /** The smaller id of the pair. */
    record_id: string;
    duplicate_id: string;
    /** MATCH (a duplicate), AMBIGUOUS (a duplicate its search could not tell from another person's record) or APART (held apart by a guard). */
    kind: string;
    score: number;
    scenario_scores: string;
  };
  duplicate_groups: {
    job_id: string;
    group_no: number;
    record_count: number;
    pair_count: number;
    min_score: number;
    max_score: number;
    average_score: number;
    /** JSON array of 15-character ids, ascending. */
    record_ids: string;
    /** OPEN, MERGED or NOT_DUPLICATE. */
    status: Generated<string>;
    reviewed_by: string | null;
    reviewed_at: string | null;
  };
  not_duplicates: {
    id: string;
    record_type: string;
    /** The smaller id of the pair. */
    record_id: string;
    other_id: string;
    decided_at: string;
    decided_by: string;
  };
  merges: {
    id: string;
    record_type: string;
    master_id: string;
    /** JSON array of 15-character ids. */
    loser_ids: string;
    merged_at: string;
    merged_by: string;
    undone_at: string | null;
    undone_by: string | null;
    /** JSON MergeImage: every row the merge changed or removed, as it was. */
    before_image: string;
    /** JSON MergeImage of the rows the merge left, as it left them: undo checks nothing changed since. */
    after_image: string;
  };
  activity_counts: {
    /** UTC date, YYYY-MM-DD. */
    day: string;
    record_type: string;
    /** A steward's audit action: MERGE, UNDO_MERGE, NOT_DUPLICATE or DECISION_RESTORED. */
    action: string;
    count: number;
  };
  review_batches: {
    id: string;
    record_type: string;
    /** MERGE or NOT_DUPLICATE. */
    action: string;
    master_rule: string;
    /** JSON MasterWhere, or null. */
    master_where: string | null;
    field_rule: string;
    /** RUNNING or DONE. */
    status: string;
    total: number;
    /** The job whose auto-merge made the batch. */
    job_id: string | null;
    created_by: string;
    created_at: string;
    finished_at: string | null;
    /** The process working the batch until lease_until (epoch milliseconds). */
    worker: string | null;
    lease_until: number | null;
  };
  review_batch_items: {
    batch_id: string;
    position: number;
    /** The review queue's id: `JOB:<jobId>:<groupNo>` or `UPSERT:<potentialDuplicateId>`. */
    item_id: string;
    /** JSON array of the item's 15-character record ids when the batch was made. */
    record_ids: string;
    /** PENDING, DONE, SKIPPED or UNDONE. */
    status: string;
    merge_id: string | null;
    /** JSON array of the not-a-duplicate decisions the item made. */
    decision_ids: string | null;
    message: string | null;
  };
  merged_records: {
    /** The record merged away. */
    id: string;
    record_type: string;
    master_id: string;
    merge_id: string;
    merged_at: string;
  };
  match_entries: {
    record_id: string;
    record_type: string;
    /** The index layout the entry was computed under (IndexLayout.signature). */
    layout: string;
    /** Commit sequence of the write (settings `match_index.seq`). */
    seq: number;
    /** Stored forms, UTF-8 JSON; null when the record is gone. */
    forms: Uint8Array | null;
    /** Key hashes, little-endian (high, low) pairs of 32-bit words; null when the record is gone. */
    keys: Uint8Array | null;
  };
  /** The build of a record type's index entries under a new configuration, while searches use the old ones. */
  index_builds: {
    record_type: string;
    /** New for every start: a build started over is another build, and its old holder's claim is void. */
    build_id: string;
    /** BUILDING, then COMPLETED once the new entries serve. */
    status: string;
    /** The layout the entries are built under (IndexLayout.signature of the configured scenarios). */
    target_layout: string;
    /** JSON ServingConfiguration: what searches of the type use until the build completes; null once it has. */
    serving: string | null;
    /** Entries written after this point of the sequence were written under the serving layout since the start. */
    since_seq: number;
    /** The last record id built; '' before the first. */
    cursor: string;
    done: number;
    total: number;
    /** The process building it, until `lease_until` (ms since the epoch); another takes it up after that. */
    worker: string | null;
    lease_until: number | null;
    /** The last error met, kept while the build is retried. */
    error: string | null;
    started_at: string;
    finished_at: string | null;
  };
  /** Calls per meter (`api`: requests by route; `validation`: billable calls, with credits), principal, day and operation. */
  /** Records that came in through writes with a duplicate check, per day and source (intake/intake-store.ts). */
  intake_counts: {
    record_type: string;
    /** CLIENT (the token's client), IMPORT (file imports) or FIELD (a source field's value). */
    source_kind: string;
    /** The field of a FIELD source, '' for the others. */
    source_field: string;
    /** The client, the field's value, or '' for imports. */
    source_value: string;
    /** UTC date, YYYY-MM-DD. */
    day: string;
    records: number;
    /** Those of them that were duplicates of stored records. */
    duplicates: number;
  };
  alerts: {
    id: string;
    /** contract/alerts.ts AlertKind. */
    kind: string;
    record_type: string;
    /** What it is about within its kind and type: a source's key, a schedule's id, or ''. */
    subject: string;
    /** What it says, in words. */
    summary: string;
    /** JSON AlertDetail. */
    detail: string;
    raised_at: string;
    /** 1 while what raised it holds. */
    active: number;
    cleared_at: string | null;
    dismissed_by: string | null;
    dismissed_at: string | null;
  };
  /** The event feed (events/event-store.ts). */
  events: {
    /** Its place in the feed: commit order, per store. */
    seq: number;
    id: string;
    /** contract/events.ts ChangeEventType. */
    type: string;
    time: string;
    record_type: string;
    /** The record it is about (15 characters), or the job, import or alert. */
    subject: string;
    /** JSON: the event's data. */
    data: string;
  };
  event_sequence: { id: number; last_seq: number };
  usage_counts: {
    meter: string;
    principal: string;
    /** UTC date, YYYY-MM-DD. */
    day: string;
    /** `api`: method and route, e.g. `POST /services/apexrest/dupcheck/dc3Api/search`; `validation`: the operation. */
    operation: string;
    calls: number;
    credits: number;
  };
  /** A file of records imported with duplicate prevention (contract/imports.ts). */
  imports: {
    id: string;
    record_type: string;
    file_name: string;
    format: 'csv' | 'xlsx';
    /** JSON array of the column names. */
    headers: string;
    /** JSON array, per column, of its first distinct values (null: uploaded before they were kept). */
    samples: string | null;
    row_count: number;
    /** JSON ImportSettings: the mapping, mode and duplicate score in force. */
    settings: string;
    /** ImportStatus, or UPLOADING while the file is read (not listed; removed when the file is refused). */
    status: string;
    /** Rows the running (or last) phase finished, in row order: where a process that takes it up goes on. */
    rows_done: number;
    phase_started_at: string | null;
    /** rows_done when this process took the phase up: the rate counts only rows it did. */
    phase_rows_at_start: number;
    /** JSON OutcomeCounts of the dry run, once done. */
    checked: string | null;
    /** JSON OutcomeCounts of the rows applied so far. */
    applied: string | null;
    error_message: string | null;
    created_by: string;
    created_at: string;
    applied_at: string | null;
    /** Who applied it: the records it writes are theirs in the audit trail. */
    applied_by: string | null;
    finished_at: string | null;
    undone_at: string | null;
    undone_by: string | null;
    not_undone: number;
    cancel_requested: number;
    lease_owner: string | null;
    lease_until: number | null;
  };
  import_rows: {
    import_id: string;
    /** As a spreadsheet shows it: the header is row 1. */
    row_number: number;
    /** JSON array of the row's cells as read. */
    cells: string;
    /** ImportOutcome of the dry run, and its JSON StoredRowResult. */
    check_outcome: string | null;
    check_result: string | null;
    apply_outcome: string | null;
    apply_result: string | null;
    /** The record the import created, updated or skipped for (15 characters). */
    record_id: string | null;
    /** Why the undo left the row's record as it is. */
    undo_problem: string | null;
  };
  /** Column → field mappings a steward saved, per record type, by the column's folded name. */
  import_mappings: {
    record_type: string;
    column_key: string;
    /** null: the steward chose not to import the column. */
    field: string | null;
  };
  config_transfers: {
    /** 18-character job id, shown to the caller. */
    id: string;
    kind: 'EXPORT' | 'IMPORT';
    /** As the original's AsyncApexJob: Completed or Failed. */
    status: string;
    error: string | null;
    /** JSON array of warning lines. */
    warnings: string;
    /** An export's configuration, JSON. */
    result: string | null;
    created_by: string;
    created_at: string;
  };
  cross_object_fields: {
    object_from: string;
    field_from: string;
    object_to: string;
    field_to: string;
    position: number;
  };
  oidc_payloads: {
    model: string;
    id: string;
    payload: string;
    grant_id: string | null;
    user_code: string | null;
    uid: string | null;
    expires_at: number | null;
    consumed_at: number | null;
  };
}
