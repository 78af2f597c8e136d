import { ContactForm } from '../components/contact-form';
import { InvoiceForm } from '../components/invoice-form';
import { TermsAndTiming } from '../components/terms-and-timing';
import { errorsUnder, formSection } from '../lib/form-section';
import type { BookingForm } from '../lib/use-booking-form';

// Sections re-render when what they show changes, not on every re-render of the page (the
// re-price on arrival, a query, a keystroke in another section): issue 10, blocking time.
const Contact = formSection(ContactForm);
const Invoice = formSection(InvoiceForm);
const Terms = formSection(TermsAndTiming);

/**
 * The sections below the travellers on /book (contact, invoice, terms and timing): out of the
 * first screen, so they are a chunk of their own, loaded on the form's first focus or when they
 * approach the viewport (book-page.tsx, issue 10: first-load script). The card is not here: it
 * is asked on the payment step, once the order exists (issue 13 §2).
 */
export default function LowerSections({ form, invoice }: { form: BookingForm; invoice: boolean }) {
  const { values, errors } = form;
  return (
    <>
      <Contact watch={[values.contact, errorsUnder(errors, 'contact.')]} form={form} />
      {invoice ? (
        <Invoice watch={[values.invoice, errorsUnder(errors, 'invoice.')]} form={form} />
      ) : null}
      <Terms watch={[values.timing, values.acceptTerms, errors.acceptTerms]} form={form} />
    </>
  );
}
