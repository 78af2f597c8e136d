import { Group, Radio, Stack, Text } from '@mantine/core';
import { useAgentBalance } from '../../lib/agent-balance';
import { useTranslation } from '../../lib/i18n';
import { Price } from '../price';

export type PayMethod = 'card' | 'balance';

/**
 * Card or agent balance (spec part 1 §6: agents may pay from their account). Shown only to
 * agents and sub-agents; everyone else pays by card without being asked. The balance option
 * says what the agency can spend now, and when `due` is given, whether that covers it.
 */
export function PayMethodChoice({
  value,
  onChange,
  disabled,
  due,
}: {
  value: PayMethod;
  onChange: (next: PayMethod) => void;
  disabled?: boolean;
  /** Cents to pay now, when the page knows it. */
  due?: number | undefined;
}) {
  const { t } = useTranslation('payment');
  const balance = useAgentBalance(true);
  const available = balance.data?.balance;
  const short = available !== undefined && due !== undefined && available < due;
  return (
    <Radio.Group
      label={t('method.legend')}
      value={value}
      onChange={(next) => onChange(next === 'balance' ? 'balance' : 'card')}
    >
      <Stack gap="xs" mt="xs">
        <Radio value="card" label={t('method.card')} disabled={disabled} />
        <Group gap={6} align="flex-start" wrap="nowrap">
          <Radio
            value="balance"
            label={t('method.balance')}
            description={
              <Stack gap={2} component="span">
                <Text span size="xs">
                  {t('method.balanceHint')}
                </Text>
                {available !== undefined ? (
                  <Text span size="xs" fw={600} c={short ? 'red.9' : 'gray.8'}>
                    {t('method.available')}{' '}
                    <Price amountMinor={available} currency="USD" size="xs" fw={600} />
                    {short ? ` · ${t('method.notEnough')}` : ''}
                  </Text>
                ) : null}
              </Stack>
            }
            disabled={disabled}
          />
        </Group>
      </Stack>
    </Radio.Group>
  );
}
