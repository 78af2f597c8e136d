import { useState } from 'react';
import {
  Anchor,
  Checkbox,
  Grid,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link } from '../../lib/router';
import { useTranslation } from '../../lib/i18n';
import { useAgentClients } from '../../lib/agent-clients';
import { ErrorBox } from '../error-box';
import type { BookForForm } from './book-for';
import type { CustomerSource } from './book-for-values';

/**
 * "Book for a customer" (issue 13 §4): one of the agent's saved clients, found by name, e-mail
 * or phone, or a new customer typed here and (by default) saved for next time. The order keeps
 * the customer's details.
 */
export function CustomerFields({ form }: { form: BookForForm }) {
  const { t } = useTranslation('book-for');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const source = form.values.customerSource;
  const clients = useAgentClients(debounced, 1, source === 'saved');
  const options = (clients.data?.clients ?? []).map((client) => ({
    value: client.id,
    label: `${client.firstName} ${client.lastName} · ${client.email}`,
  }));
  const noClientsYet = clients.isSuccess && clients.data.total === 0 && !debounced.trim();

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('customerSource')}
        value={source}
        onChange={(value) => form.setFieldValue('customerSource', value as CustomerSource)}
        data={[
          { value: 'saved', label: t('savedClient') },
          { value: 'new', label: t('newCustomer') },
        ]}
        w={{ base: '100%', xs: 'auto' }}
      />
      {source === 'saved' ? (
        clients.isError ? (
          <ErrorBox error={clients.error} onRetry={() => clients.refetch()} />
        ) : noClientsYet ? (
          <Text size="sm" c="dimmed">
            {t('noClientsYet')}
          </Text>
        ) : (
          <Select
            label={t('clientSelect')}
            description={t('clientSearchHint')}
            required
            searchable
            clearable
            data={options}
            searchValue={search}
            onSearchChange={setSearch}
            // The server already matched the search (name, e-mail or phone): show what it found.
            filter={({ options: found }) => found}
            nothingFoundMessage={clients.isFetching ? t('loadingClients') : t('noClientMatch')}
            placeholder={clients.isPending ? t('loadingClients') : undefined}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('clientId')}
            value={form.values.clientId || null}
            onChange={(value) => form.setFieldValue('clientId', value ?? '')}
          />
        )
      ) : (
        <Grid gap="sm">
          {/* No autofill here: the browser would offer the agent's own details, not the customer's. */}
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('firstName')}
              required
              autoComplete="off"
              {...form.getInputProps('customerFirstName')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('lastName')}
              required
              autoComplete="off"
              {...form.getInputProps('customerLastName')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('email')}
              type="email"
              required
              autoComplete="off"
              {...form.getInputProps('customerEmail')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('phone')}
              type="tel"
              autoComplete="off"
              {...form.getInputProps('customerPhone')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Checkbox
              label={t('saveClient')}
              {...form.getInputProps('saveClient', { type: 'checkbox' })}
            />
          </Grid.Col>
        </Grid>
      )}
      <Anchor component={Link} to="/account/clients" size="sm" target="_blank" rel="noopener">
        {t('manageClients')}
      </Anchor>
    </Stack>
  );
}
