import type { ReactNode } from 'react';
import { Typography } from '@mui/material';

interface PageHeaderProps {
  /** The page's heading. */
  title: string;
  /** The browser tab's name for the page, when it says more than the heading; " · Steward" follows it. */
  tabTitle?: string;
  /** What the page is for, beneath the heading. */
  intro: ReactNode;
}

/** A page's name in the tab and as its one top-level heading, with what it is for beneath. */
export function PageHeader({ title, tabTitle = title, intro }: PageHeaderProps) {
  return (
    <>
      <title>{`${tabTitle} · Steward`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>{intro}</Typography>
    </>
  );
}
