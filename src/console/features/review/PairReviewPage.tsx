import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Skeleton } from '@mui/material';
import type { PotentialDuplicateDetail } from '../../../contract/potential-duplicates';
import { notDuplicateMutationOptions } from '../../api/not-duplicate-queries';
import { useFieldLabels } from '../../api/use-field-labels';
import { QueryGate } from '../../ui/QueryGate';
import { formatDateTime } from '../../ui/format-date-time';
import { recordNamesText } from '../../ui/record-ref-text';
import { differingText } from './differing-text';
import { nextInQueue } from './next-review-item';
import { PairScoresSection } from './PairScoresSection';
import { ReviewHeader } from './ReviewHeader';
import { ReviewWorkspace } from './ReviewWorkspace';
import { draftRecordLabels } from '../../ui/merge/record-labels';
import { useMergeDraft } from '../../ui/merge/use-merge-draft';
import { useReviewNavigationState } from './review-navigation-state';
import { potentialDuplicateQueryOptions } from './review-queries';
import { useReviewActions, type ReviewTold } from './use-review-actions';
import { pagePaths } from '../../ui/page-paths';

/**
 * A pair an upsert logged as possible duplicates: the steward merges the two records (picking each field's value),
 * or decides they are different, and goes on with the review queue.
 */
export default function PairReviewPage() {
  const { potentialDuplicateId = '' } = useParams();
  const pair = useQuery(potentialDuplicateQueryOptions(potentialDuplicateId));
  // A fresh page per pair: its choices start from the service's defaults.
  return (
    <QueryGate
      queries={[pair]}
      loadingLabel="Loading the pair"
      placeholder={
        <>
          <Skeleton variant="text" height={56} width="40%" />
          <Skeleton variant="rectangular" height={320} />
        </>
      }
    >
      {([detail]) => <PairReview key={potentialDuplicateId} detail={detail} />}
    </QueryGate>
  );
}

function PairReview({ detail }: { detail: PotentialDuplicateDetail }) {
  const { potentialDuplicate: pair, records } = detail;
  const { objectType } = pair;
  const navigate = useNavigate();
  const navigation = useReviewNavigationState();
  const queryClient = useQueryClient();
  const open = pair.status === 'OPEN' && records.length >= 2;
  const scenarioIds = pair.scenarioScores.map((score) => score.scenarioId);
  const draft = useMergeDraft(objectType, records, open);

  const labels = useFieldLabels(objectType);
  // An upsert's pair carries no differing fields: those of its records as stored now are the draft's.
  const differing = draft.fields.map((field) => field.name).filter((field) => draft.differing.has(field));
  const title = recordNamesText([pair.record, pair.duplicate]);

  const goToNext = async (told?: ReviewTold) => {
    const { queue } = navigation;
    const next = await nextInQueue(
      queryClient,
      queue,
      navigation.position,
      objectType,
      (item) => item.potentialDuplicateId === pair.id,
    );
    if (next) await navigate(next.path, { state: { queue, position: next.position, ...told } });
    else await navigate(pagePaths.review(queue), { state: told });
  };
  const review = useReviewActions({
    open,
    mergeable: open,
    subject: title,
    draft,
    // The records as stored now, as the merge takes them: a decision about both settles the pair.
    notDuplicate: {
      mutation: notDuplicateMutationOptions(),
      variables: { objectType, recordIds: records.map((record) => record.Id!) },
      undo: (created) => ({ kind: 'pair', decisionIds: created.decisions.map((decision) => decision.id) }),
    },
    goToNext,
    initialNotice: navigation.merged,
  });

  return (
    <>
      <title>{`${title} · Steward`}</title>
      <ReviewHeader
        back={{ to: pagePaths.review(navigation.queue), label: 'Review queue' }}
        title={title}
        summary={
          <>
            {pair.loggedBy === 'IMPORT' ? 'Pair from a file import' : 'Pair from an upsert'} · logged by{' '}
            {pair.principal} {formatDateTime(pair.detectedAt)} · score {pair.score} ·{' '}
            {differingText(differing, labels)}
          </>
        }
        review={pair}
        mergeShown={review.notice !== undefined}
      />
      <ReviewWorkspace
        review={review}
        draft={draft}
        labels={labels}
        caption="Records of the pair"
        open={open}
        mergeable={open}
      />
      <PairScoresSection
        heading={
          pair.loggedBy === 'IMPORT' ? 'Why the file import logged them' : 'Why the upsert logged them'
        }
        pairs={[pair]}
        records={records}
        scenarioIds={scenarioIds.length > 0 ? scenarioIds : undefined}
        labels={draftRecordLabels(draft)}
      />
    </>
  );
}
