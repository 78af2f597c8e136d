import { Box, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { FareBrand } from '@travel/contracts/flights';
import { Price } from '../../../components/price';
import { allowanceText, penaltyText } from '../lib/fare-text';

/*
 * The brands side by side, at most 3 to a row, one column on a phone: a CSS grid with no
 * breakpoint to compute (SimpleGrid was a chunk of its own in /book's first load).
 */
const BRAND_GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, max(13rem, 30%)), 1fr))',
  gap: 'var(--mantine-spacing-md)',
  marginTop: 'var(--mantine-spacing-xs)',
} as const;

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
      <Box style={BRAND_GRID}>
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
      </Box>
    </Radio.Group>
  );
}
