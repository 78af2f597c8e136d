import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `<title>` to "<page> | <site>" so tabs, history and screen readers name the page. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation('mail');
  const site = t('siteName');
  useEffect(() => {
    document.title = title ? `${title} | ${site}` : site;
  }, [title, site]);
}
