import { Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';

export type PayMethod = 'card' | 'balance';

/**
 * Card or agent balance (spec part 1 §6: agents may pay from their account). Shown only to
 * agents and sub-agents; everyone else pays by card without being asked.
 */
export function PayMethodChoice({
  value,
  onChange,
  disabled,
}: {
  value: PayMethod;
  onChange: (next: PayMethod) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('payment');
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
              <Text span size="xs">
                {t('method.balanceHint')}
              </Text>
            }
            disabled={disabled}
          />
        </Group>
      </Stack>
    </Radio.Group>
  );
}
