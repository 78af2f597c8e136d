import { ContactForm } from '../components/contact-form';
import { InvoiceForm } from '../components/invoice-form';
import { PaymentSection } from '../components/payment-section';
import { TermsAndTiming } from '../components/terms-and-timing';
import { errorsUnder, formSection } from '../lib/form-section';
import type { BookingForm } from '../lib/use-booking-form';

// Sections re-render when what they show changes, not on every re-render of the page (the
// re-price on arrival, a query, a keystroke in another section): issue 10, blocking time.
const Contact = formSection(ContactForm);
const Invoice = formSection(InvoiceForm);
const Terms = formSection(TermsAndTiming);
const Payment = formSection(PaymentSection);

/**
 * The sections below the travellers on /book (contact, invoice, terms and timing, payment): out
 * of the first screen, so they are a chunk of their own, with the card fields, the checkbox and
 * the payment texts, loaded on the form's first focus or when they approach the viewport
 * (book-page.tsx, issue 10: first-load script).
 */
export default function LowerSections({
  form,
  invoice,
  isAgent,
}: {
  form: BookingForm;
  invoice: boolean;
  isAgent: boolean;
}) {
  const { values, errors } = form;
  return (
    <>
      <Contact watch={[values.contact, errorsUnder(errors, 'contact.')]} form={form} />
      {invoice ? (
        <Invoice watch={[values.invoice, errorsUnder(errors, 'invoice.')]} form={form} />
      ) : null}
      <Terms watch={[values.timing, values.acceptTerms, errors.acceptTerms]} form={form} />
      {values.timing === 'now' ? (
        <Payment
          watch={[values.payMethod, values.card, errorsUnder(errors, 'card.')]}
          form={form}
          isAgent={isAgent}
        />
      ) : null}
    </>
  );
}
