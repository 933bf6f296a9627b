import { Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export function Dashboard() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: { xs: 1, sm: 2 } }}>
      <Title title={translate('dashboard.title')} />
      <CardContent sx={{ p: { xs: 3, md: 5 } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {translate('dashboard.welcome')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: '60ch', fontSize: '1.05rem' }}>
          {translate('dashboard.intro')}
        </Typography>
        {/* The public site is another application: a full page load. */}
        <Button href="/" variant="outlined" sx={{ mt: 3 }}>
          {translate('dashboard.publicSite')}
        </Button>
      </CardContent>
    </Card>
  );
}
