import { useId, type ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

interface DashboardCardProps {
  title: string;
  /** h3 inside a section of the page that has its own h2. */
  level?: 'h2' | 'h3';
  children: ReactNode;
}

/** One figure or chart of the dashboard: a titled region, so each can be found by its name. */
export function DashboardCard({ title, level = 'h2', children }: DashboardCardProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, height: '100%', minWidth: 0 }}
    >
      <Typography id={headingId} component={level} variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
