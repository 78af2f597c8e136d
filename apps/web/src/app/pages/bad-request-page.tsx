import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

/** /400: where the app sends a visitor whose link or request could not be understood. */
export function BadRequestPage() {
  const { t } = useTranslation();
  return (
    <StatusPage code="400" title={t('status.badRequestTitle')} text={t('status.badRequestText')} />
  );
}
