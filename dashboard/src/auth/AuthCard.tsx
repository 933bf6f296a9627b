import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The frame of every page a signed-out realtor sees: sign-in, forgotten password, invitation. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {/* The public toolbar's rule for /pro signed out: the logo home, and a Visitor button. */}
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 4 }, py: 1.5 }}
      >
        <Box
          component="a"
          href="/"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'text.primary',
            textDecoration: 'none',
            fontWeight: 800,
          }}
        >
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={28} height={28} />
          Créneau
        </Box>
        <Button href="/visits" variant="outlined">
          {translate('auth.visitorButton')}
        </Button>
      </Box>
      <Box component="main" sx={{ display: 'grid', placeItems: 'center', p: 2, minHeight: 'calc(100vh - 72px)' }}>
        <Card sx={{ width: '100%', maxWidth: 420 }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
              {title}
            </Typography>
            {children}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
