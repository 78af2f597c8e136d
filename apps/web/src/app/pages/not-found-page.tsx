import { IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { StatusPage } from './status-page';

/** The catch-all page; its heading reads "404 NOT FOUND" as the spec asks. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={IconMapPinOff}
      title={t('status.notFoundTitle', { defaultValue: '404 NOT FOUND' })}
      text={t('status.notFoundText', {
        defaultValue: 'The page you are looking for does not exist or has moved.',
      })}
    />
  );
}
