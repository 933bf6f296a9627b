import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One card of the privacy page, titled for screen readers' landmarks. */
export function PrivacySection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={`${id}-title`}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Stack spacing={1.5}>
          <Typography id={`${id}-title`} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {lead && (
            <Typography variant="body2" color="text.secondary">
              {lead}
            </Typography>
          )}
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
