import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, Container, Divider, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import type { LoginData } from '@travel/contracts/accounts';
import { safeRedirectTarget } from '../../../lib/redirect';
import { startSession } from '../../../lib/session';
import { LoginForm } from '../components/login-form';
import { SocialSignIn } from '../components/social-sign-in';
import { WhySignInPanel } from '../components/why-sign-in-panel';
import { usePageTitle } from '../../../lib/use-page-title';

// The dialog (Mantine's Modal, focus trap, scroll lock, the order lookup) loads when it is first
// opened: the first screen shows only its button.
const FindYourFlightDialog = lazy(async () => ({
  default: (await import('../components/find-your-flight-dialog')).FindYourFlightDialog,
}));

/** /login: every element of the spec's login screen (part 1 §2). */
export function LoginPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [findOpened, findDialog] = useDisclosure(false);
  // Mounted from the first opening on, so closing keeps its transition.
  const [findWanted, setFindWanted] = useState(false);
  const openFind = () => {
    setFindWanted(true);
    findDialog.open();
  };
  usePageTitle(t('login.title'));

  const redirect = params.get('redirect');
  const signedIn = (data: LoginData) => {
    startSession(data);
    navigate(safeRedirectTarget(redirect, '/account'), { replace: true });
  };
  // Carry the pending destination to registration so a new customer lands there too.
  const registerPath = redirect
    ? `/register?redirect=${encodeURIComponent(redirect)}`
    : '/register';

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Grid gap="lg" align="stretch">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="lg">
              <Title order={1}>{t('login.title')}</Title>
              <SocialSignIn />
              <Divider
                label={t('login.or')}
                labelPosition="center"
                // The default dimmed label is below AA contrast on white.
                styles={{ label: { color: 'var(--mantine-color-gray-7)' } }}
              />
              <LoginForm onSignedIn={signedIn} />
              <Button
                variant="light"
                fullWidth
                leftSection={<IconTicket size={18} aria-hidden />}
                onClick={openFind}
              >
                {t('login.findYourFlight')}
              </Button>
              <Text ta="center" size="sm">
                {t('login.newHere')}{' '}
                <Anchor component={Link} to={registerPath} fw={600}>
                  {t('login.createAccount')}
                </Anchor>
              </Text>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <WhySignInPanel />
        </Grid.Col>
      </Grid>
      {findWanted ? (
        <Suspense fallback={null}>
          <FindYourFlightDialog opened={findOpened} onClose={findDialog.close} />
        </Suspense>
      ) : null}
    </Container>
  );
}
