import { IconUnlink } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { StatusPage } from './status-page';

/** /400: where the app sends a visitor whose link or request could not be understood. */
export function BadRequestPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={IconUnlink}
      title={t('status.badRequestTitle')}
      text={t('status.badRequestText')}
    />
  );
}
