import { Fragment } from 'react';
import { Box } from '@mui/material';
import { highlightSegments, type TextRange } from './highlight-ranges';

/** A text with the ranges the typed text matched in bold, as type-ahead lists show them. */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly TextRange[] }) {
  return highlightSegments(text, ranges).map((segment, index) =>
    segment.marked ? (
      <Box component="mark" key={index} sx={{ bgcolor: 'transparent', color: 'inherit', fontWeight: 700 }}>
        {segment.text}
      </Box>
    ) : (
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  );
}
