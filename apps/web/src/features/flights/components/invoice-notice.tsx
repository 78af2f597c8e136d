import { IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import classes from './results.module.css';

/**
 * The notice of /flights-invoice, drawn like a light Alert from the page's own stylesheet: it is
 * part of the first render, above the date strip and the results. (Loaded as a chunk of its
 * own, it arrived after them on a slow line and pushed them down.)
 */
export function InvoiceNotice() {
  const { t } = useTranslation('flights');
  return (
    <div className={classes.notice} role="note" aria-labelledby="invoice-notice-title">
      <IconFileInvoice size={20} aria-hidden="true" className={classes.noticeIcon} />
      <div>
        <p className={classes.noticeTitle} id="invoice-notice-title">
          {t('invoice.title')}
        </p>
        <p className={classes.noticeText}>{t('invoice.text')}</p>
      </div>
    </div>
  );
}
