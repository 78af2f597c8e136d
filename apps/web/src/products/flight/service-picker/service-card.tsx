import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { ExtraService } from '@travel/contracts/seat-services';
import { Price } from '../../../components/price';
import classes from './service-picker.module.css';

/**
 * One extra service as a toggle: pressing it adds the service for the active passenger on the
 * current flight, pressing again removes it. Disabled while something it needs is missing.
 */
export function ServiceCard({
  service,
  chosen,
  blocked,
  onToggle,
}: {
  service: ExtraService;
  chosen: boolean;
  blocked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('service-picker');
  return (
    <UnstyledButton
      className={classes.card}
      data-chosen={chosen}
      aria-pressed={chosen}
      disabled={blocked}
      onClick={onToggle}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700}>{service.name}</Text>
          <Price amountMinor={service.totalAmount} currency="USD" fw={700} />
        </Group>
        <Text size="sm" c="gray.7">
          {service.description}
        </Text>
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {t(`category.${service.category}`)}
          </Badge>
          {chosen ? <Badge color="green">{t('added')}</Badge> : null}
          {blocked ? (
            <Text size="xs" c="gray.7">
              {t('needsFirst')}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </UnstyledButton>
  );
}
