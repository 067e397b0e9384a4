import { Alert, Box, Button, Card, CardContent, FormControlLabel, FormHelperText, LinearProgress, Link, Stack, Switch, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { toDataURL } from 'qrcode';
import { useState } from 'react';
import { Authenticated, Title, useLogout, useNotify, usePermissions, useTranslate } from 'react-admin';
import { rememberEnrolment } from '../login/login-page.js';
import type { TwoFactorSetup } from '../providers/account-methods.js';
import { session } from '../providers/session.js';
import { useStaffDataProvider } from '../providers/use-staff-data-provider.js';

/** The API's Spanish message for the code field, else the answer's message. */
const codeError = (failure: unknown) => (failure as { body?: { errors?: { totp_code?: string[] } } }).body?.errors?.totp_code?.[0] ?? (failure as Error).message;
/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * 'Verificación en dos pasos': each staff member turns their own TOTP second factor on and off; a superadmin can
 * require it of all staff. A session opened only to enrol it (required, not yet on) sees this screen alone.
 */
function TwoFactorView() {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const dataProvider = useStaffDataProvider();
  const { permissions } = usePermissions<string>();
  const enrolling = session.enrolmentOnly();
  const { data: status, isPending, error, refetch } = useQuery({ queryKey: ['two-factor'], queryFn: () => dataProvider.twoFactorStatus() });
  const [setup, setSetup] = useState<TwoFactorSetup & { qr: string }>();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const act = async (action: () => Promise<{ message: string }>, after?: () => Promise<unknown>) => {
    setBusy(true);
    setFieldError(undefined);
    try {
      const { message } = await action();
      notify(message, { type: 'success' });
      setCode('');
      setSetup(undefined);
      await (after ?? refetch)();
    } catch (failure) {
      setFieldError(codeError(failure));
    } finally {
      setBusy(false);
    }
  };

  const configure = async () => {
    setBusy(true);
    try {
      const fresh = await dataProvider.twoFactorSetup();
      setSetup({ ...fresh, qr: await toDataURL(fresh.otpauth_url, { margin: 1, width: 200 }) });
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const enable = () =>
    act(
      () => dataProvider.enableTwoFactor(setup!.secret, code),
      // A session opened only to enrol ends here: the next login asks for the code and opens the whole panel. The login
      // page says so itself: a notification sent now could be taken by the layout that the logout unmounts.
      enrolling
        ? () => {
            rememberEnrolment();
            return logout({}, '/login', false);
          }
        : undefined,
    );

  const codeField = (
    <TextField
      id="totp_code"
      name="totp_code"
      label={translate('postula.two_factor.code')}
      value={code}
      onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
      error={Boolean(fieldError)}
      helperText={fieldError ?? translate('postula.two_factor.code_hint')}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
      disabled={busy}
      size="small"
    />
  );

  return (
    <Box sx={{ py: 2, maxWidth: 640 }}>
      <Title title={translate('postula.two_factor.title')} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography component="h1" variant="h5">
              {translate('postula.two_factor.title')}
            </Typography>
            {enrolling && <Alert severity="warning">{translate('postula.two_factor.enrolment_required')}</Alert>}
            <Typography>{translate('postula.two_factor.intro')}</Typography>
            {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
            {error && <Alert severity="error">{(error as Error).message}</Alert>}
            {status && (
              <Typography sx={{ fontWeight: 700 }} data-testid="two-factor-status">
                {translate('postula.two_factor.status', { status: translate(status.enabled ? 'postula.two_factor.enabled' : 'postula.two_factor.disabled') })}
              </Typography>
            )}
            {status && !status.enabled && !setup && (
              <Box>
                <Button variant="contained" onClick={configure} disabled={busy}>
                  {translate('postula.two_factor.configure')}
                </Button>
              </Box>
            )}
            {setup && (
              <Stack spacing={2} component="form" onSubmit={(event) => (event.preventDefault(), enable())}>
                <Typography>{translate('postula.two_factor.scan')}</Typography>
                <Box component="img" src={setup.qr} alt={translate('postula.two_factor.qr_alt')} sx={{ width: 200, height: 200, bgcolor: '#fff' }} />
                <Typography>
                  {translate('postula.two_factor.secret')}: <Box component="code" sx={{ fontSize: '1.1em', letterSpacing: 1 }}>{grouped(setup.secret)}</Box>
                </Typography>
                <Link href={setup.otpauth_url}>{translate('postula.two_factor.open_app')}</Link>
                {codeField}
                <Box>
                  <Button type="submit" variant="contained" disabled={busy || code.length !== 6}>
                    {translate('postula.two_factor.enable')}
                  </Button>
                </Box>
              </Stack>
            )}
            {status?.enabled && (
              <Stack spacing={1} component="form" onSubmit={(event) => (event.preventDefault(), act(() => dataProvider.disableTwoFactor(code)))}>
                {codeField}
                <Box>
                  <Button type="submit" variant="outlined" color="error" disabled={busy || status.required || code.length !== 6}>
                    {translate('postula.two_factor.disable')}
                  </Button>
                </Box>
                {status.required && <FormHelperText>{translate('postula.two_factor.disable_blocked')}</FormHelperText>}
              </Stack>
            )}
            {status && permissions === 'superadmin' && !enrolling && (
              <Box>
                <FormControlLabel
                  control={<Switch name="required" checked={status.required} disabled={busy} onChange={(event) => act(() => dataProvider.requireTwoFactor(event.target.checked))} />}
                  label={translate('postula.two_factor.require')}
                />
                <FormHelperText>{translate('postula.two_factor.require_hint')}</FormHelperText>
                {fieldError && !status.enabled && !setup && <Alert severity="error">{fieldError}</Alert>}
              </Box>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

export function TwoFactorPage() {
  return (
    <Authenticated>
      <TwoFactorView />
    </Authenticated>
  );
}
