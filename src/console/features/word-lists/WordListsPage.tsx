import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../ui/PageHeader';
import { QueryGate } from '../../ui/QueryGate';
import { SkeletonRows } from '../../ui/SkeletonRows';
import { NewListForm } from './NewListForm';
import { wordListsQueryOptions } from '../../api/word-lists-queries';
import { WordListsTable } from './WordListsTable';

/** The frequent-word and synonym lists scenario fields use: built-in ones to read, custom ones to create. */
export default function WordListsPage() {
  const lists = useQuery(wordListsQueryOptions());
  return (
    <>
      <PageHeader
        title="Word lists"
        intro="A scenario field may set frequent words aside before comparing (titles, legal forms) and count synonyms as the same word (Bob and Robert). Built-in lists come with Steward and are rewritten at every start; custom lists are yours to change, and searches use a change at once."
      />
      <QueryGate
        queries={[lists]}
        loadingLabel="Loading the word lists"
        placeholder={<SkeletonRows count={5} height={36} />}
      >
        {([all]) => (
          <>
            <NewListForm takenNames={all.map((list) => list.name)} />
            <WordListsTable lists={all} />
          </>
        )}
      </QueryGate>
    </>
  );
}
