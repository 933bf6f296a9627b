import { CAPTCHA_ACTIONS } from '@creneau/contracts';
import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { postJson } from '../providers/session';
import { AuthCard } from './AuthCard';
import { captchaToken } from './captcha';
import { formText } from './form-value';

export function ForgotPasswordPage() {
  const translate = useTranslate();
  const [state, setState] = useState<string>('idle');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = formText(new FormData(event.currentTarget), 'email');
    try {
      const captcha = await captchaToken(CAPTCHA_ACTIONS.passwordReset);
      await postJson('/api/auth/password-resets', {
        email,
        area: 'pro',
        ...(captcha ? { captchaToken: captcha } : {}),
      });
      setState('sent');
    } catch (failure) {
      setState((failure as Error).message);
    }
  };

  return (
    <AuthCard title={translate('auth.forgotPasswordTitle')}>
      {state === 'sent' ? (
        <Alert severity="success">{translate('auth.resetSent')}</Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <Stack spacing={2}>
            {state !== 'idle' && <Alert severity="error">{translate(state)}</Alert>}
            <TextField
              name="email"
              type="email"
              label={translate('auth.email')}
              autoComplete="username"
              required
              autoFocus
            />
            <Button type="submit" variant="contained">
              {translate('auth.sendResetLink')}
            </Button>
          </Stack>
        </form>
      )}
      <Link component={RouterLink} to="/login" sx={{ display: 'block', mt: 2 }}>
        {translate('auth.backToSignIn')}
      </Link>
    </AuthCard>
  );
}
