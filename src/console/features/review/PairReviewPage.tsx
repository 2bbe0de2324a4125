import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Skeleton } from '@mui/material';
import type { PotentialDuplicateDetail } from '../../../contract/potential-duplicates';
import { notDuplicateMutationOptions } from '../../api/not-duplicate-queries';
import { QueryGate } from '../../ui/QueryGate';
import { formatDateTime } from '../../ui/format-date-time';
import { nextInQueue } from './next-review-item';
import { PairScoresSection } from './PairScoresSection';
import { ReviewHeader } from './ReviewHeader';
import { ReviewWorkspace } from './ReviewWorkspace';
import { useReviewNavigationState, type MergeNotice } from './review-navigation-state';
import { queuePath } from './review-paths';
import { potentialDuplicateQueryOptions } from './review-queries';
import { useMergeDraft } from './use-merge-draft';
import { useReviewActions } from './use-review-actions';

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

  const goToNext = async (merged?: MergeNotice) => {
    const next = await nextInQueue(
      queryClient,
      navigation.queue,
      objectType,
      (item) => item.potentialDuplicateId === pair.id,
    );
    if (next) await navigate(next, { state: { queue: navigation.queue, merged } });
    else await navigate(queuePath(navigation.queue));
  };
  const review = useReviewActions({
    open,
    mergeable: open,
    objectType,
    subject: 'The pair',
    mergeInput: draft.input,
    // The records as stored now, as the merge takes them: a decision about both settles the pair.
    notDuplicate: {
      mutation: notDuplicateMutationOptions(),
      variables: { objectType, recordIds: records.map((record) => record.Id!) },
    },
    goToNext,
    initialNotice: navigation.merged,
  });

  return (
    <>
      <title>Upsert pair · Steward</title>
      <ReviewHeader
        back={{ to: queuePath(navigation.queue), label: 'Review queue' }}
        title="Upsert pair"
        summary={
          <>
            {objectType} · logged by {pair.principal} {formatDateTime(pair.detectedAt)} · score {pair.score}
          </>
        }
        review={pair}
      />
      <ReviewWorkspace
        review={review}
        draft={draft}
        records={records}
        caption="Records of the pair"
        open={open}
        mergeable={open}
      />
      <PairScoresSection
        heading="Why the upsert logged them"
        pairs={[pair]}
        records={records}
        scenarioIds={scenarioIds.length > 0 ? scenarioIds : undefined}
      />
    </>
  );
}
