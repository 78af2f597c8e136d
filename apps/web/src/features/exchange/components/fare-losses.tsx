import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { READABLE_ALERT } from '../../../components/order-status/order-status';
import { useMoneyText } from '../../../components/price';
import type { FareLoss } from '../lib/fare-losses';

/**
 * What the traveller gives up with this change, said before they choose or confirm it (issue
 * 13 §2): refundability, free or any changes, bags, and the old fare's value not paid back.
 * Nothing is shown when nothing is lost.
 */
export function FareLosses({ losses, newBrand }: { losses: FareLoss[]; newBrand: string }) {
  const { t } = useTranslation('exchange');
  const money = useMoneyText('USD');
  if (losses.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      styles={READABLE_ALERT}
      icon={<IconAlertTriangle size={18} aria-hidden="true" />}
      title={t('losses.title', { brand: newBrand })}
      data-testid="fare-losses"
    >
      <List size="sm" spacing={2}>
        {losses.map((loss) => (
          <List.Item key={loss.kind}>
            {loss.kind === 'residual'
              ? t('losses.residual', { amount: money(loss.amount).text })
              : t(`losses.${loss.kind}`, loss)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
