import { Alert, Button } from '@mantine/core';
import { IconFileInvoice, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The banners of the results page that are not part of its first paint on /flights: the
 * invoice notice of /flights-invoice and the "offers expired" one shown 30 minutes later.
 * Their own chunk keeps Mantine's Alert (and its close button) out of the /flights first load.
 */
export function InvoiceNotice() {
  const { t } = useTranslation('flights');
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconFileInvoice size={20} aria-hidden="true" />}
      title={t('invoice.title')}
    >
      {t('invoice.text')}
    </Alert>
  );
}

export function ExpiredNotice({ onSearchAgain }: { onSearchAgain: () => void }) {
  const { t } = useTranslation('flights');
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      icon={<IconRefresh size={20} aria-hidden="true" />}
    >
      {t('results.expired')}{' '}
      <Button size="xs" variant="white" onClick={onSearchAgain} ml="xs">
        {t('fares.searchAgain')}
      </Button>
    </Alert>
  );
}
