import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Chip, Link, Stack, Typography } from '@mui/material';
import type { WordList } from '../../../contract/word-lists';
import { DateTimeText } from '../../ui/DateTimeText';
import { QueryGate } from '../../ui/QueryGate';
import { SkeletonRows } from '../../ui/SkeletonRows';
import { DeleteListButton } from './DeleteListButton';
import { EntriesEditor } from './EntriesEditor';
import { ReadOnlyEntries } from './ReadOnlyEntries';
import { UsedByTable } from './UsedByTable';
import { KIND_LABELS } from './word-list-entries';
import { wordListQueryOptions } from './word-list-queries';
import { pagePaths } from '../../ui/page-paths';

function WordListDetails({ list }: { list: WordList }) {
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap' }}>
        <Chip size="small" label={KIND_LABELS[list.kind]} />
        <Chip size="small" variant="outlined" label={list.builtIn ? 'Built-in' : 'Custom'} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Changed <DateTimeText iso={list.updatedAt} />
        </Typography>
      </Stack>
      <Box component="section" aria-labelledby="used-by-heading" sx={{ mb: 4 }}>
        <Typography id="used-by-heading" variant="h5" component="h2" gutterBottom>
          Used by
        </Typography>
        <UsedByTable name={list.name} usedBy={list.usedBy} />
      </Box>
      <Box component="section" aria-labelledby="entries-heading">
        <Typography id="entries-heading" variant="h5" component="h2" gutterBottom>
          Entries
        </Typography>
        {list.builtIn ? (
          <>
            <Alert severity="info" sx={{ mb: 2 }}>
              Built-in lists can be read but not changed. To adapt one, create a custom list and point the
              scenario fields at it.
            </Alert>
            <ReadOnlyEntries list={list} />
          </>
        ) : (
          <EntriesEditor list={list} />
        )}
      </Box>
      {!list.builtIn && <DeleteListButton list={list} />}
    </>
  );
}

/** One word list: where it is used and its entries, which a custom list lets an admin change. */
export default function WordListPage() {
  const name = useParams().name ?? '';
  const list = useQuery(wordListQueryOptions(name));
  return (
    <>
      <title>{`${name} · Word lists · Steward`}</title>
      <Link component={RouterLink} to={pagePaths.wordLists()}>
        All word lists
      </Link>
      <Typography variant="h4" component="h1" gutterBottom sx={{ mt: 1, fontFamily: 'monospace' }}>
        {name}
      </Typography>
      <QueryGate
        queries={[list]}
        loadingLabel={`Loading ${name}`}
        placeholder={<SkeletonRows count={6} height={36} />}
      >
        {([loaded]) => <WordListDetails list={loaded} />}
      </QueryGate>
    </>
  );
}
