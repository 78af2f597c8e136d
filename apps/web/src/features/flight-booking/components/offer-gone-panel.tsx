import { Button, Stack, Text, Title, Paper } from '@mantine/core';
import { IconClockX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';

/**
 * The fare cannot be booked any more: expired (1201, spec §4 "an expired offer forces a new
 * search") or sold out (1050). Either way the way on is a new search of the same trip.
 */
export function OfferGonePanel({
  reason,
  searchUrl,
}: {
  reason: 'expired' | 'soldOut' | 'cabinChanged';
  searchUrl: string;
}) {
  const { t } = useTranslation('flight-booking');
  return (
    <Paper withBorder radius="md" p="xl" role="alert">
      <Stack align="center" gap="sm" ta="center">
        <IconClockX size={40} aria-hidden="true" />
        <Title order={2} size="h3">
          {t(`gone.${reason}.title`)}
        </Title>
        <Text c="gray.7" maw={480}>
          {t(`gone.${reason}.text`)}
        </Text>
        <Button component={Link} to={searchUrl || '/'}>
          {t('gone.searchAgain')}
        </Button>
      </Stack>
    </Paper>
  );
}
