import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from './AuthCard';
import { formText } from './form-value';
import { useReleaseFirstScreen } from '../layout/first-screen';

export function LoginPage() {
  // A session that ended between the server's drawing of the home and the app: the sign-in shows at once.
  useReleaseFirstScreen();
  const translate = useTranslate();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      // The home of an agent is /pro/visits; useLogin navigates to this path as given.
      await login({ username: formText(form, 'email'), password: formText(form, 'password') }, '/pro/visits');
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={translate('auth.signInTitle')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack spacing={2}>
          {error && <Alert severity="error">{translate(error, { _: translate('errors.INTERNAL_ERROR') })}</Alert>}
          <TextField
            name="email"
            type="email"
            label={translate('auth.email')}
            autoComplete="username"
            required
            autoFocus
          />
          <TextField
            name="password"
            type="password"
            label={translate('auth.password')}
            autoComplete="current-password"
            required
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {translate('auth.signIn')}
          </Button>
          <Link component={RouterLink} to="/forgot-password">
            {translate('auth.forgotPassword')}
          </Link>
        </Stack>
      </form>
    </AuthCard>
  );
}
