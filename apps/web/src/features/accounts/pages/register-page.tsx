import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoginData } from '@travel/contracts/accounts';
import { notifySuccess } from '../../../lib/notify';
import { safeRedirectTarget } from '../../../lib/redirect';
import { startSession } from '../../../lib/session';
import { RegisterForm } from '../components/register-form';
import { usePageTitle } from '../../../lib/use-page-title';

/** /register: the registration screen; the new customer is signed in straight away. */
export function RegisterPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  usePageTitle(t('register.title'));

  const redirect = params.get('redirect');
  const signInPath = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  const registered = (data: LoginData) => {
    startSession(data);
    notifySuccess(t('register.welcome', { name: data.name }));
    navigate(safeRedirectTarget(redirect, '/account'), { replace: true });
  };

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{t('register.title')}</Title>
            <Text c="gray.7">{t('register.intro')}</Text>
          </Stack>
          <RegisterForm onRegistered={registered} signInPath={signInPath} />
        </Stack>
      </Paper>
    </Container>
  );
}
