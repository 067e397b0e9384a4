import LockIcon from '@mui/icons-material/Lock';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Alert, Avatar, Box, Button, Card, CardContent, IconButton, InputAdornment, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { LoginParams } from '../providers/auth-provider.js';

/**
 * Set when a session opened only to enrol a second factor has done so, until the next sign-in: the login page says what
 * to do next whichever way it was reached (the logout's redirect, or a request refused once the session ended).
 */
const ENROLLED_KEY = 'postula.totp_enrolled';
export const rememberEnrolment = () => sessionStorage.setItem(ENROLLED_KEY, '1');

/**
 * 'Panel Administrativo' (spec section 2, staff login), with no react-admin in it: the same form opens the panel cold
 * (first-login.tsx, before react-admin has loaded) and inside it (login-page.tsx, after a logout). `login` resolves once
 * signed in; it rejects with the message to show, or with `totpRequired` when the account asks for its code.
 */
export function LoginForm({ translate, login }: { translate: (key: string) => string; login: (params: LoginParams) => Promise<unknown> }) {
  const [values, setValues] = useState<LoginParams>({ email: '', password: '' });
  const [showPassword, setShowPassword] = useState(false);
  const [totpRequired, setTotpRequired] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const enrolled = sessionStorage.getItem(ENROLLED_KEY) !== null;

  const change = (name: keyof LoginParams) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login(totpRequired ? values : { email: values.email, password: values.password });
      sessionStorage.removeItem(ENROLLED_KEY);
    } catch (failure) {
      if ((failure as { totpRequired?: boolean })?.totpRequired) setTotpRequired(true);
      setError((failure as Error)?.message || translate('postula.login.wrong_credentials'));
      setBusy(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" onSubmit={submit} noValidate={false} sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 3 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
            <Avatar sx={{ bgcolor: 'primary.main' }}>
              <LockIcon />
            </Avatar>
            <Typography component="h1" variant="h5">
              {translate('postula.login.title')}
            </Typography>
          </Box>
          {enrolled && !error && <Alert severity="info">{translate('postula.two_factor.sign_in_again')}</Alert>}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <TextField
            id="email"
            name="email"
            type="email"
            label={translate('postula.login.email')}
            placeholder={translate('postula.login.email')}
            autoComplete="username"
            required
            autoFocus
            disabled={busy}
            value={values.email}
            onChange={change('email')}
          />
          <TextField
            id="password"
            name="password"
            type={showPassword ? 'text' : 'password'}
            label={translate('postula.login.password')}
            placeholder={translate('postula.login.password')}
            autoComplete="current-password"
            required
            disabled={busy}
            value={values.password}
            onChange={change('password')}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      aria-label={translate(showPassword ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden')}
                      onClick={() => setShowPassword((shown) => !shown)}
                      disabled={busy}
                      edge="end"
                    >
                      {showPassword ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          {totpRequired && (
            <TextField
              id="totp_code"
              name="totp_code"
              label={translate('postula.login.totp_code')}
              helperText={translate('postula.login.totp_hint')}
              autoComplete="one-time-code"
              required
              disabled={busy}
              value={values.totp_code ?? ''}
              onChange={change('totp_code')}
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 8 } }}
            />
          )}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {translate(busy ? 'postula.login.submitting' : 'postula.login.submit')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
