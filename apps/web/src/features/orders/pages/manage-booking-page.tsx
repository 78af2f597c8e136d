import { useEffect, useState } from 'react';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useNavigate, useParams } from '../../../lib/router';
import { ERRORS } from '@travel/contracts/errors';
import { MANAGE_LINK_TOKEN_PARAM } from '@travel/contracts/manage-booking';
import { isProduct, type Product } from '@travel/contracts/products';
import { LoadingState } from '../../../components/page-states';
import { isApiError } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/i18n';
import { orderEmail, rememberOrderEmail } from '../../../lib/order-access';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { webProduct } from '../../../products';
import { openManageLink } from '../api/manage-booking';
import { OrderShellPage } from '../shell/order-shell-page';

/** The token of the link, from the URL's fragment (`#t=…`); '' when there is none. */
const tokenIn = (hash: string): string =>
  new URLSearchParams(hash.replace(/^#/, '')).get(MANAGE_LINK_TOKEN_PARAM)?.trim() ?? '';

/**
 * /manage-booking/{product}/{orderNo}#t=… (issue 13 §5): where the "Manage booking" link of an
 * order mail lands. The token is read from the fragment (which no server sees) and taken out of
 * the address bar at once, so it stays out of history, bookmarks and shared screens; the API
 * says whose order it is. The owner signed in goes on to the order page of their account;
 * anyone else reads the order here as a visitor, with the booking email the API confirmed,
 * kept for this tab only (as after "Find your flight"). A reload finds that email again.
 */
export function ManageBookingPage() {
  const { product = '', id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  // Read once, before the fragment is removed below.
  const [token] = useState(() => tokenIn(location.hash));

  useEffect(() => {
    if (location.hash) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    }
  }, [location.hash, location.pathname, location.search, navigate]);

  const known = isProduct(product) ? product : null;
  useEffect(() => {
    if (known)
      void webProduct(known)
        .orderBody.preload()
        .catch(() => undefined);
  }, [known]);

  const link = useQuery({
    queryKey: ['manage-booking', token],
    queryFn: async ({ signal }) => {
      const opened = await openManageLink(token, signal);
      if (opened.access === 'visitor' && opened.email) {
        rememberOrderEmail(opened.orderNo, opened.email);
      }
      return opened;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

  if (!known) return <LinkProblem kind="invalid" />;
  if (token) {
    if (link.isPending) return <Opening />;
    if (link.isError) {
      return (
        <LinkProblem
          kind={isApiError(link.error, ERRORS.manageLinkExpired.code) ? 'expired' : 'invalid'}
        />
      );
    }
    const opened = link.data;
    if (opened.access === 'owner') {
      return <Navigate to={webProduct(opened.product).orderPath(opened.orderNo)} replace />;
    }
    return <VisitorOrder product={opened.product} />;
  }
  // No token: a reload of this page, or an address typed without one.
  if (orderEmail(id)) return <VisitorOrder product={known} />;
  if (session) return <Navigate to={webProduct(known).orderPath(id)} replace />;
  return <LinkProblem kind="missing" />;
}

/** The order shell as a visitor reads it (the booking email is kept for this tab). */
function VisitorOrder({ product }: { product: Product }) {
  return <OrderShellPage product={product} Body={webProduct(product).orderBody.Component} guest />;
}

function Opening() {
  const { t } = useTranslation('orders');
  usePageTitle(t('manageBooking.title'));
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1}>{t('manageBooking.title')}</Title>
        <Text role="status">{t('manageBooking.opening')}</Text>
        <LoadingState rows={4} />
      </Stack>
    </Container>
  );
}

/** An expired, broken or missing link: how to reach the booking another way. */
function LinkProblem({ kind }: { kind: 'expired' | 'invalid' | 'missing' }) {
  const { t } = useTranslation('orders');
  const session = useSession();
  usePageTitle(t('manageBooking.title'));
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="md" p="xl" role="alert">
        <Stack align="center" ta="center" gap="sm">
          <IconLinkOff size={40} aria-hidden="true" />
          <Title order={1} size="h2">
            {t(`manageBooking.${kind}Title`)}
          </Title>
          <Text c="gray.7" maw={480}>
            {t(`manageBooking.${kind}Text`)}
          </Text>
          <Group justify="center">
            {session ? (
              <Button component={Link} to="/orders">
                {t('manageBooking.myOrders')}
              </Button>
            ) : (
              <Button component={Link} to="/login">
                {t('manageBooking.find')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
