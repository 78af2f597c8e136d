import { Text, type MantineSize } from '@mantine/core';
import type { OrderCustomer } from '@travel/contracts/agent-clients';
import { useTranslation } from '../../lib/i18n';

/** "Booked for Ada Byron (ada@example.test)": the customer an agent booked an order for. */
export function BookedForCustomer({
  customer,
  size = 'sm',
}: {
  customer: OrderCustomer | null;
  size?: MantineSize;
}) {
  const { t } = useTranslation('book-for');
  if (!customer) return null;
  return (
    <Text size={size} c="gray.7">
      {t('bookedFor', {
        name: `${customer.firstName} ${customer.lastName}`,
        email: customer.email,
      })}
    </Text>
  );
}
