import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../lib/i18n';
import {
  GENDERS,
  SaveFrequentTravellerBodySchema,
  type FrequentTraveller,
  type SaveFrequentTravellerBody,
} from '@travel/contracts/frequent-travellers';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useErrorText } from '../../../lib/error-message';
import { useSaveFrequentTraveller } from '../api/save-frequent-traveller';
import {
  EMPTY_TRAVELLER,
  isPartialDate,
  travellerBody,
  travellerName,
  travellerValuesOf,
  type TravellerValues,
} from '../lib/traveller-values';
import { contractErrors, serverFieldErrors } from '../lib/validation';
import { BirthdaySelects } from './birthday-selects';

const todayIso = (): string => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/**
 * Add or edit one frequent traveller in a dialog. `traveller` null adds a new one. The dialog is
 * remounted per traveller (keyed by the caller) so its fields always start from that person.
 */
export function TravellerFormModal({
  opened,
  traveller,
  onClose,
}: {
  opened: boolean;
  traveller: FrequentTraveller | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText('accounts');
  const save = useSaveFrequentTraveller();
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<TravellerValues>({
    initialValues: traveller ? travellerValuesOf(traveller) : EMPTY_TRAVELLER,
    validate: (values) => {
      const body = travellerBody(values);
      const errors = contractErrors(SaveFrequentTravellerBodySchema, body, t, {
        labels: {
          firstName: t('fieldNames.firstName'),
          middleName: t('fieldNames.middleName'),
          lastName: t('fieldNames.lastName'),
          phoneNumber: t('fieldNames.phoneNumber'),
          birthDay: t('fieldNames.birthday'),
        },
        invalid: {
          firstName: t('validation.nameLetters'),
          middleName: t('validation.nameLetters'),
          lastName: t('validation.nameLetters'),
          phoneNumber: t('validation.phone'),
          birthDay: t('validation.invalid', { field: t('fieldNames.birthday') }),
        },
      });
      if (isPartialDate(values.birth)) {
        errors.birthDay = t('validation.emptyTip', { field: t('fieldNames.birthday') });
      } else if (body.birthDay !== '' && body.birthDay > todayIso()) {
        errors.birthDay = t('validation.birthdayFuture');
      }
      return errors;
    },
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const body: SaveFrequentTravellerBody = SaveFrequentTravellerBodySchema.parse(
      travellerBody(values, traveller?.id),
    );
    save.mutate(body, {
      onSuccess: (saved) => {
        const name = travellerName(saved);
        notifySuccess(t(traveller ? 'travellers.updated' : 'travellers.added', { name }));
        onClose();
      },
      onError: (error) => {
        const fieldErrors =
          error instanceof ApiError
            ? serverFieldErrors(error.issues, [
                'firstName',
                'middleName',
                'lastName',
                'phoneNumber',
                'birthDay',
              ])
            : {};
        if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
        else setFormError(errorText(error));
      },
    });
  });

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
      opened={opened}
      onClose={onClose}
      title={t(traveller ? 'travellers.editTitle' : 'travellers.addTitle')}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label={t('fields.firstName')}
              autoComplete="off"
              required
              data-autofocus
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('fields.middleName')}
              autoComplete="off"
              {...form.getInputProps('middleName')}
            />
            <TextInput
              label={t('fields.lastName')}
              autoComplete="off"
              required
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('fields.gender')}
              data={GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}`) }))}
              clearable
              {...form.getInputProps('gender')}
              value={form.values.gender || null}
            />
            <TextInput
              label={t('fields.phoneNumber')}
              type="tel"
              autoComplete="off"
              {...form.getInputProps('phoneNumber')}
            />
          </SimpleGrid>
          <BirthdaySelects
            label={t('fields.birthday')}
            description={t('travellers.birthdayOptional')}
            value={form.values.birth}
            onChange={(parts) => {
              form.setFieldValue('birth', parts);
              form.clearFieldError('birthDay');
            }}
            error={form.errors.birthDay as string | undefined}
          />
          {formError ? (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('travellers.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('travellers.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
