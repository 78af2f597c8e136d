import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconClockX, IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';

/**
 * The offer cannot be booked any more (spec §4: an expired offer forces a new search): it
 * expired, or the fare sold out or changed. "Search again" reruns the search it came from.
 */
export function FareGone({
  reason,
  searchUrl,
}: {
  reason: 'expired' | 'unavailable';
  searchUrl: string;
}) {
  const { t } = useTranslation('flight-share');
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconClockX size={20} aria-hidden="true" />}
      title={t(`${reason}.title`)}
      role="alert"
    >
      <Stack gap="sm">
        <Text size="sm">{t(`${reason}.text`)}</Text>
        <Button
          component={Link}
          to={searchUrl}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          fullWidth
        >
          {t('searchAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
