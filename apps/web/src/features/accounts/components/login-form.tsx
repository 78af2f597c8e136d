import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import type { LoginBodySchema, LoginData } from '@travel/contracts/accounts';
import { isApiError, useErrorText } from '../../../lib/error-message';
import { useLogin } from '../api/login';
import type { contractErrors as ContractErrors } from '../lib/validation';
import { EmailInput } from './email-input';

// The API's schema (the contracts and zod, a quarter of the page's script) and the mapping of
// its issues to messages are not part of the first screen: they load when the form is first
// used (focus) and are awaited at submit.
interface LoginRules {
  schema: typeof LoginBodySchema;
  contractErrors: typeof ContractErrors;
}
let loginSchema: Promise<LoginRules> | undefined;
function loadLoginSchema(): Promise<LoginRules> {
  // Each import names what it takes (`.then(m => m.x)`), so the bundler keeps no module object.
  loginSchema ??= Promise.all([
    import('@travel/contracts/accounts').then((module) => module.LoginBodySchema),
    import('../lib/validation').then((module) => module.contractErrors),
  ]).then(
    ([schema, contractErrors]) => ({ schema, contractErrors }),
    (error: unknown) => {
      loginSchema = undefined; // a failed download is tried again at the next submit
      throw error;
    },
  );
  return loginSchema;
}

interface LoginValues {
  Username: string;
  Password: string;
}

/**
 * Username (email) and password, checked with the API's own schema first. "Email not
 * registered" is shown by the email field; everything else above the button.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (data: LoginData) => void }) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText('accounts');
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<LoginValues>({
    initialValues: { Username: '', Password: '' },
  });

  const send = (values: LoginValues) => {
    login.mutate(
      { Username: values.Username.trim(), Password: values.Password },
      {
        onSuccess: onSignedIn,
        onError: async (error) => {
          // The catalogue loads on the first failure, not with the page (first-load script).
          const { ERRORS } = await import('@travel/contracts/errors');
          if (isApiError(error, ERRORS.emailNotRegistered.code)) {
            form.setFieldError('Username', errorText(error));
          } else {
            setFormError(errorText(error));
          }
        },
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const values = form.getValues();
    loadLoginSchema().then(
      ({ schema, contractErrors }) => {
        const errors = contractErrors(schema, values, t, {
          labels: { Username: t('fieldNames.account'), Password: t('fieldNames.password') },
        });
        form.setErrors(errors);
        if (Object.keys(errors).length === 0) send(values);
      },
      (error: unknown) => setFormError(errorText(error)),
    );
  };

  return (
    <form
      onSubmit={submit}
      onFocus={() => void loadLoginSchema().catch(() => undefined)}
      noValidate
      aria-label={t('login.formLabel')}
    >
      <Stack gap="md">
        <EmailInput autoComplete="username" {...form.getInputProps('Username')} />
        <Stack gap={6}>
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('Password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/reset-account" size="sm">
              {t('login.forgetPassword')}
            </Anchor>
          </Group>
        </Stack>
        {formError ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {formError}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
