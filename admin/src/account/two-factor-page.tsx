import { Alert, Box, Button, Card, CardContent, FormControlLabel, FormHelperText, LinearProgress, Link, Stack, Switch, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { toDataURL } from 'qrcode';
import { useState } from 'react';
import { Authenticated, Title, useLogout, useNotify, usePermissions, useTranslate } from 'react-admin';
import { rememberEnrolment } from '../login/login-form.js';
import type { TwoFactorSetup } from '../providers/account-methods.js';
import { fieldErrorsOf } from '../providers/http-client.js';
import { session } from '../providers/session.js';
import { useStaffDataProvider } from '../providers/use-staff-data-provider.js';

type CodeField = 'totp_code' | 'current_totp_code';
/** The API's Spanish message per code field; the answer's message on the code field when it names neither. */
function codeErrors(failure: unknown): Partial<Record<CodeField, string>> {
  const errors: Partial<Record<CodeField, string[]>> | undefined = fieldErrorsOf(failure);
  if (errors?.totp_code || errors?.current_totp_code) return { totp_code: errors.totp_code?.[0], current_totp_code: errors.current_totp_code?.[0] };
  return { totp_code: (failure as Error).message };
}
/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * 'Verificación en dos pasos': each staff member turns their own TOTP second factor on and off, or moves it to another
 * app or phone (with a code of the active one as well, as the API requires); a superadmin can
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
  const [currentCode, setCurrentCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CodeField, string>>>({});
  const fieldError = fieldErrors.totp_code;
  /** A new secret while one is active: its confirmation replaces the active factor. */
  const replacing = Boolean(setup && status?.enabled);
  const [busy, setBusy] = useState(false);

  const act = async (action: () => Promise<{ message: string }>, after?: () => Promise<unknown>) => {
    setBusy(true);
    setFieldErrors({});
    try {
      const { message } = await action();
      notify(message, { type: 'success' });
      setCode('');
      setCurrentCode('');
      setSetup(undefined);
      await (after ?? refetch)();
    } catch (failure) {
      setFieldErrors(codeErrors(failure));
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
      () => dataProvider.enableTwoFactor(setup!.secret, code, replacing ? currentCode : undefined),
      // A session opened only to enrol ends here: the next login asks for the code and opens the whole panel. The login
      // page says so itself: a notification sent now could be taken by the layout that the logout unmounts.
      enrolling
        ? () => {
            rememberEnrolment();
            return logout({}, '/login', false);
          }
        : undefined,
    );

  const digitsField = (name: CodeField, value: string, set: (value: string) => void, label: string, hint: string) => (
    <TextField
      id={name}
      name={name}
      label={translate(label)}
      value={value}
      onChange={(event) => set(event.target.value.replace(/\D/g, '').slice(0, 6))}
      error={Boolean(fieldErrors[name])}
      helperText={fieldErrors[name] ?? translate(hint)}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
      disabled={busy}
      size="small"
    />
  );
  const codeField = digitsField('totp_code', code, setCode, replacing ? 'postula.two_factor.new_code' : 'postula.two_factor.code', 'postula.two_factor.code_hint');

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
                {replacing && <Typography>{translate('postula.two_factor.replace_intro')}</Typography>}
                <Typography>{translate('postula.two_factor.scan')}</Typography>
                <Box component="img" src={setup.qr} alt={translate('postula.two_factor.qr_alt')} sx={{ width: 200, height: 200, bgcolor: '#fff' }} />
                <Typography>
                  {translate('postula.two_factor.secret')}: <Box component="code" sx={{ fontSize: '1.1em', letterSpacing: 1 }}>{grouped(setup.secret)}</Box>
                </Typography>
                <Link href={setup.otpauth_url}>{translate('postula.two_factor.open_app')}</Link>
                {replacing && digitsField('current_totp_code', currentCode, setCurrentCode, 'postula.two_factor.current_code', 'postula.two_factor.current_code_hint')}
                {codeField}
                <Stack direction="row" spacing={1}>
                  <Button type="submit" variant="contained" disabled={busy || code.length !== 6 || (replacing && currentCode.length !== 6)}>
                    {translate(replacing ? 'postula.two_factor.confirm_replace' : 'postula.two_factor.enable')}
                  </Button>
                  {replacing && (
                    <Button onClick={() => (setSetup(undefined), setFieldErrors({}), setCode(''), setCurrentCode(''))} disabled={busy}>
                      {translate('postula.two_factor.cancel')}
                    </Button>
                  )}
                </Stack>
              </Stack>
            )}
            {status?.enabled && !setup && (
              <Stack spacing={1} component="form" onSubmit={(event) => (event.preventDefault(), act(() => dataProvider.disableTwoFactor(code)))}>
                {codeField}
                <Box>
                  <Button type="submit" variant="outlined" color="error" disabled={busy || status.required || code.length !== 6}>
                    {translate('postula.two_factor.disable')}
                  </Button>
                </Box>
                {status.required && <FormHelperText>{translate('postula.two_factor.disable_blocked')}</FormHelperText>}
                <Box>
                  <Button onClick={configure} disabled={busy}>
                    {translate('postula.two_factor.replace')}
                  </Button>
                </Box>
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
