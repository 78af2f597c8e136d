import { Suspense, useState } from 'react';
import { Paper, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { useSearchParams } from '../../lib/router';
import type { Product } from '@travel/contracts/products';
import { env } from '../../config/env';
import { HOME_TABS, homeTabFrom, type HomeTab } from './home-tabs';
import classes from './home.module.css';
import { PRODUCT_SEARCH } from '../../products/search';
import { RESULTS_PAGES } from './product-search';

// The results page a tab's search opens is requested as soon as the traveller starts on the form
// (focus or typing): the search then lands on a page whose code is already here.
const prefetched = new Set<HomeTab>();

/**
 * Whether a home tab is a product on sale (its key is in the registry). Checked against the
 * registry itself rather than `isProduct` from the contracts: the page then ships no second list.
 */
const isOnSale = (tab: string): tab is Product => Object.hasOwn(PRODUCT_SEARCH, tab);

export function prefetchResultsPage(tab: HomeTab): void {
  if (!isOnSale(tab) || prefetched.has(tab)) return;
  prefetched.add(tab);
  // A failed prefetch is retried by the navigation itself, which reports it.
  RESULTS_PAGES[tab]().catch(() => prefetched.delete(tab));
}

/**
 * The tabbed search box frame. Each product's search form arrives with that product; until then
 * its tab says so plainly and offers the advice line instead of a form that cannot search.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const urlTab = homeTabFrom(params.get('tab'));
  // The tab switches at once on a click; the URL follows. A router navigation can be superseded
  // (the first screen's loaders still running on a slow phone) and would drop the click with it.
  const [active, setActive] = useState(urlTab);
  // Back/forward or a link to /?tab=… moves the tab too.
  const [shownUrlTab, setShownUrlTab] = useState(urlTab);
  if (urlTab !== shownUrlTab) {
    setShownUrlTab(urlTab);
    setActive(urlTab);
  }

  const select = (value: string | null) => {
    const tab = homeTabFrom(value);
    setActive(tab);
    const next = new URLSearchParams(params);
    next.set('tab', tab);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <Paper
      className={classes.searchBox}
      shadow="md"
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      onFocusCapture={() => prefetchResultsPage(active)}
      onInputCapture={() => prefetchResultsPage(active)}
    >
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
            {isOnSale(value) ? <ProductSearchForm product={value} /> : <ComingSoon tab={value} />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}

/** A product's own search form (lazy), its skeleton meanwhile. */
function ProductSearchForm({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { Form, Skeleton } = PRODUCT_SEARCH[product];
  return (
    <Suspense fallback={<Skeleton label={t('loading')} />}>
      <Form />
    </Suspense>
  );
}

/** A tab whose product is not sold yet (not in `PRODUCTS`). */
function ComingSoon({ tab }: { tab: Exclude<HomeTab, Product> }) {
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
