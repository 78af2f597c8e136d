import { useState } from 'react';
import { Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { isEmail } from '@travel/contracts/patterns';
import { useTranslation } from '../../../lib/i18n';
import { TOUR_ORDER_NAMESPACE } from '../order-facts';

/**
 * A visitor opening a tour or cruise order this tab does not know (a link from the mail, another
 * tab): the booking email proves it is theirs (spec part 2 §6: a non-member views orders using
 * the booking email). The page keeps it for this tab and reads the order with it.
 */
export function OrderEmailForm({
  orderNo,
  onEmail,
}: {
  orderNo: string;
  onEmail: (email: string) => void;
}) {
  const { t } = useTranslation(TOUR_ORDER_NAMESPACE);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Container size="xs" py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="md" p="lg">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const value = email.trim();
            if (!isEmail(value)) {
              setError(value ? t('guest.invalidEmail') : t('guest.missingEmail'));
              return;
            }
            onEmail(value);
          }}
        >
          <Stack gap="md">
            <Title order={1} size="h2">
              {t('guest.title', { orderNo })}
            </Title>
            <Text size="sm" c="gray.7">
              {t('guest.text')}
            </Text>
            <TextInput
              label={t('guest.email')}
              type="email"
              autoComplete="email"
              required
              value={email}
              error={error}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setError(null);
              }}
            />
            <Button type="submit">{t('guest.open')}</Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
