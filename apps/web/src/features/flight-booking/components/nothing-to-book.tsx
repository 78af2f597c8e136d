import { Button, Group } from '@mantine/core';
import { IconPlane } from '@tabler/icons-react';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState } from '../../../components/page-states';
import { useSession } from '../../../lib/session';

/**
 * /book with nothing to book (issue 13 §2: "opening /book with nothing to book says so"): no
 * fare chosen and no order under way. It says so and leads to a flight search, or to the orders
 * where a booking already made is found.
 */
export function NothingToBook() {
  const { t } = useTranslation('flight-booking');
  const signedIn = useSession() !== null;
  return (
    <EmptyState
      icon={<IconPlane size={24} />}
      title={t('empty.title')}
      text={t('empty.text')}
      action={
        <Group gap="sm" justify="center" mt="xs">
          <Button component={Link} to="/?tab=flight">
            {t('empty.search')}
          </Button>
          <Button component={Link} to={signedIn ? '/orders' : '/login'} variant="default">
            {signedIn ? t('empty.myOrders') : t('empty.findBooking')}
          </Button>
        </Group>
      }
    />
  );
}
