import type { ReactNode } from 'react';
import { Anchor, Container, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { orderViewPath } from '../../../lib/order-access';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';

const STEPS = ['change', 'offers', 'confirm', 'done'] as const;

/**
 * The frame of every exchange page: the way back to the order, the page title, the four steps
 * (change, choose, confirm, reissued) and the order number.
 */
export function ExchangeFrame({
  step,
  title,
  orderNo,
  children,
}: {
  step: 0 | 1 | 2 | 3;
  title: string;
  orderNo: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('exchange');
  const signedIn = useSession() !== null;
  usePageTitle(title);
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        {orderNo ? (
          <Anchor component={Link} to={orderViewPath(orderNo, signedIn)} size="sm">
            <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: -2 }} />{' '}
            {t('backToOrder')}
          </Anchor>
        ) : null}
        <Stack gap={2}>
          <Title order={1}>{title}</Title>
          {orderNo ? (
            <Text c="gray.7" size="sm">
              {t('orderNo', { orderNo })}
            </Text>
          ) : null}
        </Stack>
        <Stepper active={step} size="xs" aria-label={t('steps.label')} allowNextStepsSelect={false}>
          {STEPS.map((key) => (
            <Stepper.Step key={key} label={t(`steps.${key}`)} />
          ))}
        </Stepper>
        {children}
      </Stack>
    </Container>
  );
}
