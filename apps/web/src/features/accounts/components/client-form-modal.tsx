import { useState } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  AgentClientFieldsSchema,
  type AgentClient,
  type AgentClientFields,
} from '@travel/contracts/agent-clients';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useSaveAgentClient } from '../api/agent-clients';
import { contractErrors, serverFieldErrors } from '../lib/validation';

type ClientValues = Required<AgentClientFields>;

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'notes'] as const;
const NOTES_MAX = 500;

const valuesOf = (client: AgentClient | null): ClientValues => ({
  firstName: client?.firstName ?? '',
  lastName: client?.lastName ?? '',
  email: client?.email ?? '',
  phone: client?.phone ?? '',
  notes: client?.notes ?? '',
});

/**
 * Add or change one of the agent's clients in a dialog (`client` null adds). Keyed by the caller
 * per opening, so its fields always start from that client.
 */
export function ClientFormModal({
  client,
  onClose,
}: {
  client: AgentClient | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText('accounts');
  const save = useSaveAgentClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ClientValues>({
    initialValues: valuesOf(client),
    validate: (values) =>
      contractErrors(AgentClientFieldsSchema, values, t, {
        labels: {
          firstName: t('clients.firstName'),
          lastName: t('clients.lastName'),
          email: t('clients.email'),
          phone: t('clients.phone'),
          notes: t('clients.notes'),
        },
        invalid: {
          firstName: t('validation.nameLetters'),
          lastName: t('validation.nameLetters'),
          phone: t('validation.phone'),
        },
      }),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    save.mutate(
      { id: client?.id, fields: AgentClientFieldsSchema.parse(values) },
      {
        onSuccess: (saved) => {
          const name = `${saved.firstName} ${saved.lastName}`;
          notifySuccess(t(client ? 'clients.updated' : 'clients.added', { name }));
          onClose();
        },
        onError: (error) => {
          const fieldErrors =
            error instanceof ApiError ? serverFieldErrors(error.issues, [...FIELDS]) : {};
          if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
          else setFormError(errorText(error));
        },
      },
    );
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(client ? 'clients.editTitle' : 'clients.addTitle')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('clients.firstName')}
              required
              autoComplete="off"
              data-autofocus
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('clients.lastName')}
              required
              autoComplete="off"
              {...form.getInputProps('lastName')}
            />
            <TextInput
              label={t('clients.email')}
              type="email"
              required
              autoComplete="off"
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t('clients.phone')}
              type="tel"
              autoComplete="off"
              {...form.getInputProps('phone')}
            />
          </SimpleGrid>
          <Textarea
            label={t('clients.notes')}
            description={t('clients.notesHint', { count: NOTES_MAX })}
            maxLength={NOTES_MAX}
            rows={3}
            {...form.getInputProps('notes')}
          />
          {formError ? (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('clients.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('clients.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
