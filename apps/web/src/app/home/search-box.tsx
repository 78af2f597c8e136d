import { lazy, Suspense } from 'react';
import { Paper, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingState } from '../../components/page-states';
import { env } from '../../config/env';
import { HOME_TABS, homeTabFrom, type HomeTab } from './home-tabs';
import classes from './home.module.css';

// Each product's form (pickers, autocomplete) loads only when its tab opens.
const FlightSearchForm = lazy(async () => ({
  default: (await import('../../features/flights/components/flight-search-form')).FlightSearchForm,
}));
const HotelSearchForm = lazy(async () => ({
  default: (await import('../../features/hotels/search/hotel-search-form')).HotelSearchForm,
}));

/**
 * The tabbed search box frame. Each product's search form arrives with that product; until then
 * its tab says so plainly and offers the advice line instead of a form that cannot search.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const active = homeTabFrom(params.get('tab'));

  const select = (value: string | null) => {
    const next = new URLSearchParams(params);
    next.set('tab', homeTabFrom(value));
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <Paper className={classes.searchBox} shadow="md" radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Tabs
        value={active}
        onChange={select}
        keepMounted={false}
        classNames={{ tab: classes.tab, tabLabel: classes.tabLabel }}
      >
        <Tabs.List aria-label={t('home.searchLabel')} className={classes.tabList}>
          {HOME_TABS.map(({ value, Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={18} aria-hidden="true" />}>
              {t(`home.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {HOME_TABS.map(({ value }) => (
          <Tabs.Panel key={value} value={value} pt="lg">
            {value === 'flight' ? (
              <Suspense fallback={<LoadingState rows={3} />}>
                <FlightSearchForm />
              </Suspense>
            ) : value === 'hotel' ? (
              <Suspense fallback={<LoadingState rows={3} />}>
                <HotelSearchForm />
              </Suspense>
            ) : (
              <ComingSoon tab={value} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}

function ComingSoon({ tab }: { tab: Exclude<HomeTab, 'flight' | 'hotel'> }) {
  const { t } = useTranslation();
  const product = t(`home.tabs.${tab}`);
  return (
    <Stack gap="xs" py="sm" px={{ base: 0, sm: 'xs' }}>
      <Title order={2} size="h3">
        {t('home.comingSoonTitle', { product })}
      </Title>
      <Text c="gray.7">{t(`home.comingSoon.${tab}`)}</Text>
      <Text component="div" c="gray.8" size="sm" className={classes.advice}>
        <ThemeIcon variant="light" size="sm" radius="xl" aria-hidden="true">
          <IconPhone size={14} />
        </ThemeIcon>
        <span>
          {t('home.advice')}{' '}
          <a href={`tel:${env.phone.replace(/[^+\d]/g, '')}`} className={classes.phone}>
            {env.phone}
          </a>
        </span>
      </Text>
    </Stack>
  );
}
