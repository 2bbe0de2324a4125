import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Alert, Box, Skeleton } from '@mui/material';
import type { GroupDetail, Job } from '../../../contract/jobs';
import { useFieldLabels } from '../../api/use-field-labels';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { countText } from '../../ui/merge/merge-text';
import { recordNamesText } from '../../ui/record-ref-text';
import { differingText } from './differing-text';
import { nextInGroupList, nextInQueue } from './next-review-item';
import { PairScoresSection } from './PairScoresSection';
import { ReviewHeader } from './ReviewHeader';
import { ReviewWorkspace } from './ReviewWorkspace';
import { draftRecordLabels } from '../../ui/merge/record-labels';
import { useMergeDraft } from '../../ui/merge/use-merge-draft';
import { useTypeNames } from '../../ui/merge/use-type-names';
import { formatDateTime } from '../../ui/format-date-time';
import { useReviewNavigationState } from './review-navigation-state';
import { groupNotDuplicateMutationOptions, groupQueryOptions, jobQueryOptions } from './review-queries';
import { useReviewActions, type ReviewTold } from './use-review-actions';
import { pagePaths } from '../../ui/page-paths';

/** One group of a duplicate job: the steward merges it (picking each field's value), or decides it is not one person. */
export default function GroupReviewPage() {
  const { jobId = '', groupId = '' } = useParams();
  const group = useQuery(groupQueryOptions(jobId, groupId));
  // The job names the scenarios the group's score breakdowns explain.
  const job = useQuery(jobQueryOptions(jobId));
  if (group.isError) return <ApiErrorAlert error={group.error} onRetry={() => void group.refetch()} />;
  if (job.isError) return <ApiErrorAlert error={job.error} onRetry={() => void job.refetch()} />;
  if (group.isPending || job.isPending) {
    return (
      <Box role="status" aria-label="Loading the group">
        <Skeleton variant="text" height={56} width="40%" />
        <Skeleton variant="rectangular" height={320} />
      </Box>
    );
  }
  // A fresh page per group: its choices start from the service's defaults.
  return <GroupReview key={`${jobId}/${groupId}`} job={job.data} detail={group.data} />;
}

function GroupReview({ job, detail }: { job: Job; detail: GroupDetail }) {
  const { group, records, pairs } = detail;
  const jobId = job.id;
  const objectType = job.objectType;
  const navigate = useNavigate();
  const navigation = useReviewNavigationState();
  const queryClient = useQueryClient();
  const open = group.status === 'OPEN' && records.length >= 2;
  // A cross-object job groups a record with those of another type it duplicates: they are decided, not merged.
  const types = [...new Set(records.map((record) => record.attributes.type))];
  const mergeable = open && types.length === 1;
  const draft = useMergeDraft(objectType, records, mergeable, { jobId, groupId: group.id });

  const labels = useFieldLabels(objectType);
  const typeNames = useTypeNames();
  const typeName = typeNames(objectType);
  const title = recordNamesText(group.records);

  // Opened from the review queue, the page follows the queue; else the job's group list.
  const fromQueue = navigation.queue !== undefined;
  const goToNext = async (told?: ReviewTold) => {
    const next = fromQueue
      ? await nextInQueue(
          queryClient,
          navigation.queue,
          navigation.position,
          objectType,
          (item) => item.jobId === jobId && item.groupId === group.id,
        )
      : await nextInGroupList(queryClient, navigation.list, navigation.position, jobId, group.id);
    const { list, queue } = navigation;
    if (next) await navigate(next.path, { state: { list, queue, position: next.position, ...told } });
    else await navigate(fromQueue ? pagePaths.review(queue) : pagePaths.groups(jobId, list), { state: told });
  };
  const review = useReviewActions({
    open,
    mergeable,
    subject: title,
    draft,
    notDuplicate: {
      mutation: groupNotDuplicateMutationOptions(),
      variables: { jobId, groupId: group.id },
      undo: () => ({ kind: 'group', jobId, groupId: group.id }),
    },
    goToNext,
    initialNotice: navigation.merged,
  });

  return (
    <>
      <title>{`${title} · Steward`}</title>
      <ReviewHeader
        back={
          fromQueue
            ? { to: pagePaths.review(navigation.queue), label: 'Review queue' }
            : { to: pagePaths.groups(jobId, navigation.list), label: 'All groups of this job' }
        }
        title={title}
        summary={
          <>
            {countText(group.recordCount, typeName.label, typeName.labelPlural)} the duplicate job of{' '}
            {formatDateTime(job.finishedAt ?? job.createdAt)} grouped ·{' '}
            {countText(group.pairCount, 'pair', 'pairs')} · scores {group.minScore}–{group.maxScore}, average{' '}
            {group.averageScore} · {differingText(group.differingFields, labels)}
          </>
        }
        review={group}
        mergeShown={review.notice !== undefined}
      />
      {open && !mergeable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          These records are of different types ({types.map((type) => typeNames(type).label).join(' and ')}
          ), so they cannot be merged: convert or remove the {typeName.label} in your CRM, or decide they are
          not duplicates.
        </Alert>
      )}
      <ReviewWorkspace
        review={review}
        draft={draft}
        labels={labels}
        caption="Records of the group"
        open={open}
        mergeable={mergeable}
      />
      <PairScoresSection
        heading="Why they were grouped"
        pairs={pairs}
        records={records}
        scenarioIds={job.scenarios.map((scenario) => scenario.scenarioId)}
        labels={draftRecordLabels(draft)}
      />
    </>
  );
}
