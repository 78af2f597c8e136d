import { Alert, Anchor } from '@mantine/core';
import { Link } from '../../../lib/router';
import { READABLE_ALERT } from '../../../components/alert-styles';
import { useTranslation } from '../../../lib/i18n';

/**
 * The link's departure is gone or sold out (or the link names none): back to the tour to choose
 * another. Its own chunk (Mantine's Alert), as the booking form's first load rarely needs it.
 */
export default function DepartureGone({
  detailPath,
  named,
}: {
  detailPath: string;
  /** The link named a departure date (else it named none). */
  named: boolean;
}) {
  const { t } = useTranslation('tour-booking');
  return (
    <Alert color="yellow" role="alert" title={t('departure.goneTitle')} styles={READABLE_ALERT}>
      {t(named ? 'departure.gone' : 'departure.none')}{' '}
      <Anchor component={Link} to={detailPath} inherit>
        {t('departure.choose')}
      </Anchor>
    </Alert>
  );
}
