import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { FareBrand } from '@travel/contracts/flights';
import { Price } from '../../../components/price';
import { allowanceText, penaltyText } from '../lib/fare-text';

/**
 * Fare brand choice (Basic, Standard, Flex…): each with its total for the party, refund and
 * change rules and bags. Choosing another re-prices it through Prebooking (the caller).
 */
export function FareBrands({
  brands,
  value,
  onChange,
  disabled,
}: {
  brands: readonly FareBrand[];
  value: string;
  onChange: (brandId: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('flight-booking');
  return (
    <Radio.Group
      value={value}
      onChange={onChange}
      label={t('fare.legend')}
      description={t('fare.hint')}
    >
      <SimpleGrid cols={{ base: 1, sm: Math.min(3, Math.max(1, brands.length)) }} mt="xs">
        {brands.map((brand) => (
          <Radio.Card
            key={brand.brandId}
            value={brand.brandId}
            radius="md"
            p="md"
            disabled={disabled}
            aria-label={`${brand.name}`}
          >
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap">
                  <Radio.Indicator />
                  <Text fw={700}>{brand.name}</Text>
                </Group>
                <Price amountMinor={brand.totalPrice} currency="USD" fw={700} />
              </Group>
              <Text size="xs" c="gray.7">
                {t('fare.refund')}: {penaltyText(brand.rules.refundPenalty, t)}
              </Text>
              <Text size="xs" c="gray.7">
                {t('fare.change')}: {penaltyText(brand.rules.changePenalty, t)}
              </Text>
              <Text size="xs" c="gray.7">
                {t('fare.endorsement')}: {penaltyText(brand.rules.endorsementPenalty, t)}
              </Text>
              <Text size="xs" c="gray.7">
                {t('fare.checked')}: {allowanceText(brand.baggage, t)}
              </Text>
              <Text size="xs" c="gray.7">
                {t('fare.carryOn')}: {allowanceText(brand.carryOn, t)}
              </Text>
            </Stack>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
