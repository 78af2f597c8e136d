import type { LightForm } from '../../../lib/use-light-form';
import { Paper, Stack, Title } from '@mantine/core';
import type { TourKind } from '@travel/contracts/tours';
import { useTranslation } from '../../../lib/i18n';
import type { TourBookValues } from '../lib/book-values';
import { ChoicesSection } from './choices-section';
import { ContactSection } from './contact-section';

/**
 * The booking form's lower sections: contact (with the phone's country list and both flights),
 * the insurance choice, remark and terms. Their own chunk, loaded on the form's first focus or
 * when scrolled near (lib/use-lower-sections), not with the page (issue 14 §5).
 */
export default function BookFormLower({
  form,
  kind,
}: {
  form: LightForm<TourBookValues>;
  kind: TourKind;
}) {
  const { t } = useTranslation('tour-booking');
  return (
    <>
      <Stack gap="sm" component="section" aria-labelledby="tour-contact-title">
        <Title order={2} size="h4" id="tour-contact-title">
          {t('contact.title')}
        </Title>
        <ContactSection form={form} />
      </Stack>
      <Paper withBorder radius="md" p="md">
        <ChoicesSection form={form} kind={kind} />
      </Paper>
    </>
  );
}
