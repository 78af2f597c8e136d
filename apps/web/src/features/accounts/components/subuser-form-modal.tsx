import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { CreateSubuserBodySchema, type Subuser } from '@travel/contracts/subusers';
import { SEARCH_CABINS } from '@travel/contracts/flights';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useCreateSubuser } from '../api/create-subuser';
import { useUpdateSubuser } from '../api/update-subuser';
import { LIMIT_CABIN_VALUES, centsToDollars, dollarsToCents } from '../lib/subuser-limits';
import { contractErrors, serverFieldErrors } from '../lib/validation';

interface SubuserValues {
  email: string;
  firstName: string;
  lastName: string;
  limitCabin: string;
  limitAmount: number | string;
}

/**
 * Add a sub-agent (`subuser` null) or change a sub-agent's booking limits. The new person gets
 * a welcome mail and chooses a password through "Forgot password"; the agent never sees it.
 */
export function SubuserFormModal({
  subuser,
  onClose,
}: {
  subuser: Subuser | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText('accounts');
  const create = useCreateSubuser();
  const update = useUpdateSubuser();
  const [formError, setFormError] = useState<string | null>(null);
  const adding = subuser === null;

  const form = useForm<SubuserValues>({
    initialValues: {
      email: '',
      firstName: '',
      lastName: '',
      limitCabin: String(subuser?.limitCabin ?? 0),
      limitAmount: centsToDollars(subuser?.limitAmount ?? 0),
    },
    validate: (values) =>
      adding
        ? contractErrors(CreateSubuserBodySchema, bodyOf(values), t, {
            labels: {
              email: t('fieldNames.email'),
              firstName: t('fieldNames.firstName'),
              lastName: t('fieldNames.lastName'),
            },
          })
        : {},
  });

  const fail = (error: unknown) => {
    const fields =
      error instanceof ApiError
        ? serverFieldErrors(error.issues, ['email', 'firstName', 'lastName'])
        : {};
    if (Object.keys(fields).length > 0) form.setErrors(fields);
    else setFormError(errorText(error));
  };

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const body = bodyOf(values);
    if (adding) {
      create.mutate(body, {
        onSuccess: (created) => {
          notifySuccess(t('subusers.created', { name: created.name, email: created.email }));
          onClose();
        },
        onError: fail,
      });
      return;
    }
    update.mutate(
      { id: subuser.id, body: { limitCabin: body.limitCabin, limitAmount: body.limitAmount } },
      {
        onSuccess: (saved) => {
          notifySuccess(t('subusers.saved', { name: saved.name }));
          onClose();
        },
        onError: fail,
      },
    );
  });

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
      title={adding ? t('subusers.addTitle') : t('subusers.limitsTitle', { name: subuser.name })}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {adding ? (
            <>
              <TextInput
                label={t('fields.email')}
                type="email"
                autoComplete="off"
                required
                data-autofocus
                {...form.getInputProps('email')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  label={t('fields.firstName')}
                  autoComplete="off"
                  required
                  {...form.getInputProps('firstName')}
                />
                <TextInput
                  label={t('fields.lastName')}
                  autoComplete="off"
                  required
                  {...form.getInputProps('lastName')}
                />
              </SimpleGrid>
            </>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('subusers.limitCabin')}
              description={t('subusers.limitCabinHelp')}
              data={LIMIT_CABIN_VALUES.map((value) => ({
                value: String(value),
                label: t(`subusers.cabins.${SEARCH_CABINS[value]}`),
              }))}
              allowDeselect={false}
              data-autofocus={adding ? undefined : true}
              {...form.getInputProps('limitCabin')}
            />
            <NumberInput
              label={t('subusers.limitAmount')}
              description={t('subusers.limitAmountHelp')}
              prefix="$"
              min={0}
              max={1_000_000}
              decimalScale={2}
              thousandSeparator=","
              {...form.getInputProps('limitAmount')}
            />
          </SimpleGrid>
          {adding ? <Alert color="blue">{t('subusers.welcomeNote')}</Alert> : null}
          {formError ? (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('travellers.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {adding ? t('subusers.create') : t('subusers.saveLimits')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const bodyOf = (values: SubuserValues) => ({
  email: values.email.trim(),
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  limitCabin: Number(values.limitCabin),
  limitAmount: dollarsToCents(values.limitAmount),
});
