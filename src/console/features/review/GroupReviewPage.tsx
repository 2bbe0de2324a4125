import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { Alert, Box, Button, Chip, Link, Skeleton, Stack, Typography } from '@mui/material';
import type { GroupDetail } from '../../../contract/jobs';
import type { MergeResult } from '../../../contract/merge';
import type { SObjectField } from '../../../contract/sobjects';
import { undoMergeMutationOptions } from '../../api/merge-queries';
import { describeQueryOptions } from '../../api/record-types-queries';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { formatDateTime } from '../../ui/format-date-time';
import { recordPath } from '../../ui/record-path';
import { ScoreBar } from '../../ui/ScoreBar';
import { groupQueryOf, readGroupListState } from './group-list-state';
import { differingFields, initialChoices, mergeInputOf, type MergeChoices } from './merge-choices';
import { MergeTable } from './MergeTable';
import {
  groupNotDuplicateMutationOptions,
  groupQueryOptions,
  groupsQueryOptions,
  jobKeys,
  mergeMutationOptions,
  mergePreviewQueryOptions,
} from './review-queries';

/** A merge just made, shown with its Undo on the page the steward lands on (this group, or the next). */
interface MergeNotice {
  result: MergeResult;
  groupId: string;
  objectType: string;
}

interface NavigationState {
  /** The group list's address query, so "next" follows the list's order and Back returns to it. */
  list?: string;
  merged?: MergeNotice;
}

const SHORTCUTS = { m: 'merge', n: 'mergeNext', d: 'notDuplicate', s: 'skip' } as const;

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The keys M, N, D and S run the page's actions, unless the steward is typing. */
function useShortcuts(
  actions: Record<(typeof SHORTCUTS)[keyof typeof SHORTCUTS], () => void>,
  enabled: boolean,
) {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      const action = SHORTCUTS[event.key.toLowerCase() as keyof typeof SHORTCUTS];
      if (!action) return;
      event.preventDefault();
      actions[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actions, enabled]);
}

/** One group of a duplicate job: the steward merges it (picking each field's value), or decides it is not one person. */
export default function GroupReviewPage() {
  const { jobId = '', groupId = '' } = useParams();
  const group = useQuery(groupQueryOptions(jobId, groupId));
  if (group.isPending) {
    return (
      <Box role="status" aria-label="Loading the group">
        <Skeleton variant="text" height={56} width="40%" />
        <Skeleton variant="rectangular" height={320} />
      </Box>
    );
  }
  if (group.isError) return <ApiErrorAlert error={group.error} onRetry={() => void group.refetch()} />;
  // A fresh page per group: its choices start from the service's defaults.
  return <GroupReview key={`${jobId}/${groupId}`} jobId={jobId} detail={group.data} />;
}

function GroupReview({ jobId, detail }: { jobId: string; detail: GroupDetail }) {
  const { group, records, pairs } = detail;
  const objectType = records[0]?.attributes.type ?? '';
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = (location.state ?? {}) as NavigationState;
  const queryClient = useQueryClient();
  const describe = useQuery({ ...describeQueryOptions(objectType), enabled: objectType !== '' });
  const [choices, setChoices] = useState<MergeChoices>(() => initialChoices(records));
  const [notice, setNotice] = useState<MergeNotice | undefined>(navigation.merged);
  const open = group.status === 'OPEN' && records.length >= 2;

  const fields = useMemo<SObjectField[]>(
    () => (describe.data?.fields ?? []).filter((field) => field.updateable),
    [describe.data],
  );
  const differing = useMemo(
    () =>
      differingFields(
        records,
        fields.map((field) => field.name),
      ),
    [records, fields],
  );
  const input = mergeInputOf(choices, records, { jobId, groupId: group.id });
  const preview = useQuery({
    ...mergePreviewQueryOptions(input),
    enabled: open && input.objectIds.length >= 2,
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: jobKeys.groups(jobId) });
  const merge = useMutation(mergeMutationOptions());
  const notDuplicate = useMutation(groupNotDuplicateMutationOptions());
  const undo = useMutation({ ...undoMergeMutationOptions(), onSuccess: () => void refresh() });

  const goToNext = async (state: NavigationState) => {
    const list = readGroupListState(new URLSearchParams(navigation.list ?? ''));
    const next = await queryClient.fetchQuery(
      groupsQueryOptions(jobId, {
        ...groupQueryOf({ ...list, status: 'OPEN', page: 0, pageSize: 25 }),
        limit: '2',
      }),
    );
    const following = next.groups.find((candidate) => candidate.id !== group.id);
    if (following) {
      await navigate(`/jobs/${encodeURIComponent(jobId)}/groups/${encodeURIComponent(following.id)}`, {
        state: { list: navigation.list, ...state },
      });
    } else {
      await navigate(
        `/jobs/${encodeURIComponent(jobId)}/groups${navigation.list ? `?${navigation.list}` : ''}`,
      );
    }
  };

  const runMerge = (thenNext: boolean) => {
    if (!open || merge.isPending) return;
    merge.mutate(input, {
      onSuccess: async (result) => {
        await refresh();
        const merged: MergeNotice = { result, groupId: group.id, objectType };
        if (thenNext) await goToNext({ merged });
        else setNotice(merged);
      },
    });
  };
  const actions = {
    merge: () => runMerge(false),
    mergeNext: () => runMerge(true),
    notDuplicate: () => {
      if (!open || notDuplicate.isPending) return;
      notDuplicate.mutate(
        { jobId, groupId: group.id },
        {
          onSuccess: async () => {
            await refresh();
            await goToNext({});
          },
        },
      );
    },
    skip: () => void goToNext({}),
  };
  useShortcuts(actions, true);

  const caption = `Records of group ${group.id}`;
  return (
    <>
      <title>{`Group ${group.id} · Steward`}</title>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <Link
          component={RouterLink}
          to={`/jobs/${encodeURIComponent(jobId)}/groups${navigation.list ? `?${navigation.list}` : ''}`}
        >
          All groups of this job
        </Link>
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h4" component="h1">
          Group {group.id}
        </Typography>
        <Chip
          size="small"
          label={
            group.status === 'OPEN' ? 'To review' : group.status === 'MERGED' ? 'Merged' : 'Not duplicates'
          }
          color={group.status === 'OPEN' ? 'primary' : 'default'}
        />
      </Stack>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {objectType} · {group.recordCount} records · {group.pairCount}{' '}
        {group.pairCount === 1 ? 'pair' : 'pairs'} · scores {group.minScore}–{group.maxScore}, average{' '}
        {group.averageScore}
      </Typography>

      {notice && (
        <Alert
          severity={undo.isSuccess ? 'info' : 'success'}
          sx={{ mb: 2 }}
          action={
            !undo.isSuccess && (
              <Button
                color="inherit"
                size="small"
                loading={undo.isPending}
                onClick={() => undo.mutate(notice.result.mergeId)}
              >
                Undo
              </Button>
            )
          }
        >
          {undo.isSuccess ? (
            <>Merge of group {notice.groupId} undone: every record is back as it was.</>
          ) : (
            <>
              Group {notice.groupId} merged into{' '}
              <Link component={RouterLink} to={recordPath(notice.objectType, notice.result.master.Id!)}>
                {notice.result.master.Id}
              </Link>
              {notice.result.related.length > 0
                ? `; ${notice.result.related.length} related records moved`
                : ''}
              .
            </>
          )}
        </Alert>
      )}
      {undo.isError && <ApiErrorAlert error={undo.error} />}
      {group.status !== 'OPEN' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {group.status === 'MERGED' ? 'Merged' : 'Decided not duplicates'} by {group.reviewedBy}
          {group.reviewedAt ? ` at ${formatDateTime(group.reviewedAt)}` : ''}.
        </Alert>
      )}
      {(merge.isError || notDuplicate.isError) && <ApiErrorAlert error={merge.error ?? notDuplicate.error} />}

      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}
        aria-label="Review actions"
      >
        <Button
          variant="contained"
          disabled={!open}
          loading={merge.isPending}
          onClick={actions.merge}
          aria-keyshortcuts="M"
        >
          Merge (M)
        </Button>
        <Button variant="outlined" disabled={!open} onClick={actions.mergeNext} aria-keyshortcuts="N">
          Merge &amp; next (N)
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={!open}
          loading={notDuplicate.isPending}
          onClick={actions.notDuplicate}
          aria-keyshortcuts="D"
        >
          Not a duplicate (D)
        </Button>
        <Button onClick={actions.skip} aria-keyshortcuts="S">
          Skip (S)
        </Button>
      </Stack>

      {preview.isError && <ApiErrorAlert error={preview.error} />}
      {describe.isError && <ApiErrorAlert error={describe.error} />}
      <MergeTable
        caption={caption}
        records={records}
        fields={fields}
        differing={differing}
        choices={choices}
        onChange={setChoices}
        preview={open ? preview.data : undefined}
        disabled={!open}
      />

      <Box component="section" aria-labelledby="pairs-heading" sx={{ mt: 3 }}>
        <Typography id="pairs-heading" variant="h6" component="h2" gutterBottom>
          Why they were grouped
        </Typography>
        <Stack spacing={1}>
          {pairs.map((pair) => (
            <Box key={`${pair.recordId}-${pair.duplicateId}`}>
              <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                {pair.recordId} ↔ {pair.duplicateId}
              </Typography>
              {pair.scenarioScores.map((score) => (
                <Box
                  key={score.scenarioId}
                  sx={{ display: 'grid', gridTemplateColumns: '14rem 1fr', gap: 1 }}
                >
                  <Typography variant="body2">{score.scenarioName}</Typography>
                  <ScoreBar
                    value={score.scenarioScore}
                    label={`${score.scenarioName} score of ${pair.recordId} and ${pair.duplicateId}`}
                  />
                </Box>
              ))}
            </Box>
          ))}
        </Stack>
      </Box>
    </>
  );
}
