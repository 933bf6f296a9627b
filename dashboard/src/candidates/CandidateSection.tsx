import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One titled block of the candidate page. */
export function CandidateSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
