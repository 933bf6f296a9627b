import { Alert, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { forgetMe, postJson } from '../providers/session';
import { AuthCard } from './AuthCard';
import { formText } from './form-value';

const ENDPOINTS = { invitation: '/api/auth/invitations/accept', reset: '/api/auth/password-resets/consume' } as const;

/**
 * The page an e-mailed link opens (invitation or password reset). Opening it changes nothing, so mail
 * scanners that follow links are harmless; only submitting the form uses the token.
 */
export function SetPasswordPage({ purpose }: { purpose: keyof typeof ENDPOINTS }) {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const token = params.get('token') ?? '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = formText(form, 'password');
    if (password !== formText(form, 'confirmation')) return setError('auth.passwordsDiffer');
    try {
      await postJson(ENDPOINTS[purpose], { token, password });
      forgetMe();
      // A full load: the new session cookie is picked up by every provider.
      window.location.assign('/pro/visits');
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <AuthCard title={translate(purpose === 'invitation' ? 'auth.invitationTitle' : 'auth.resetTitle')}>
      <form onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          {!token && <Alert severity="error">{translate('errors.TOKEN_INVALID')}</Alert>}
          {error && <Alert severity="error">{translate(error)}</Alert>}
          <TextField
            name="password"
            type="password"
            label={translate('auth.newPassword')}
            helperText={translate('auth.passwordRule')}
            autoComplete="new-password"
            required
          />
          <TextField
            name="confirmation"
            type="password"
            label={translate('auth.confirmPassword')}
            autoComplete="new-password"
            required
          />
          <Button type="submit" variant="contained" disabled={!token}>
            {translate(purpose === 'invitation' ? 'auth.acceptInvitation' : 'auth.setPassword')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
