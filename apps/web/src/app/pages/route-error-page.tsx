import { Button } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { useRouteError } from '../../lib/router';
import { StatusPage } from './status-page';

/** After a deploy, an open tab may ask for page chunks that no longer exist. */
function isStaleChunk(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
    error.message,
  );
}

/**
 * The error boundary page. It may render before translations are ready (an error during start
 * up), so every text carries its English default.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();

  const reload = (
    <Button
      variant="default"
      leftSection={<IconRefresh size={18} aria-hidden="true" />}
      onClick={() => window.location.reload()}
    >
      {t('status.reload', { defaultValue: 'Reload the page' })}
    </Button>
  );

  if (isStaleChunk(error)) {
    return (
      <StatusPage
        icon={IconRefresh}
        title={t('status.newVersionTitle', { defaultValue: 'A new version is available' })}
        text={t('status.newVersionText', {
          defaultValue: 'Travel Outlet was updated while this page was open. Reload to continue.',
        })}
        actions={reload}
      />
    );
  }

  if (import.meta.env.DEV) console.error(error);
  return (
    <StatusPage
      icon={IconAlertTriangle}
      title={t('status.errorTitle', { defaultValue: 'Something went wrong' })}
      text={t('status.errorText', {
        defaultValue:
          'This page could not be shown. Please reload it, or go back home and try again.',
      })}
      actions={reload}
    />
  );
}
