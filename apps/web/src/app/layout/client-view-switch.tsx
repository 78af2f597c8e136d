import { Switch, Tooltip } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { setClientView, useClientView } from '../../lib/client-view';

/**
 * The agent's "Client view" switch (issue 13 §4), in the header and the phone menu: on, every
 * page shows the client's prices and hides net prices and commission, until switched off on
 * this device. Loaded only for agents and sub-agents.
 */
export function ClientViewSwitch({ inMenu = false }: { inMenu?: boolean }) {
  const { t } = useTranslation();
  const on = useClientView();
  const control = (
    <Switch
      checked={on}
      onChange={(event) => setClientView(event.currentTarget.checked)}
      label={t('clientView.label')}
      description={inMenu ? t('clientView.help') : undefined}
      aria-describedby={inMenu ? undefined : 'client-view-help'}
      size="sm"
      px={inMenu ? 8 : 12}
      py={inMenu ? 8 : 0}
      styles={{ label: { fontWeight: 600, whiteSpace: 'nowrap' } }}
    />
  );
  if (inMenu) return control;
  return (
    <Tooltip label={t('clientView.help')} multiline w={240} withArrow>
      <span style={{ display: 'inline-flex', alignItems: 'center' }}>
        {control}
        <span id="client-view-help" hidden>
          {t('clientView.help')}
        </span>
      </span>
    </Tooltip>
  );
}

export default ClientViewSwitch;
