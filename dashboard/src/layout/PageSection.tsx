import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One titled block of a record page (candidate, rental application). */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
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
