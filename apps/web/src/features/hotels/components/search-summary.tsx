import { lazy, Suspense, useState } from 'react';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconList, IconMap, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { stayDateLabel, stayNights, type HotelStaySearch } from '../../../lib/hotel-stay';
import { HotelSearchFormSkeleton } from '../search/hotel-search-form-skeleton';

// The form (date pickers, autocomplete) loads when the traveller opens it, not with the results.
const HotelSearchForm = lazy(async () => ({
  default: (await import('../search/hotel-search-form')).HotelSearchForm,
}));

/** The place as the summary names it: the picked label, else the airport code. */
export function placeName(search: HotelStaySearch): string {
  if (search.label) return search.label;
  return 'airportCode' in search.destination
    ? search.destination.airportCode
    : search.destination.address;
}

/**
 * What was searched in one line, the List / Map switch (the same query, filters kept), and the
 * search form folded under "Change search". A new search closes it again.
 */
export function SearchSummary({
  search,
  mode,
  params,
}: {
  search: HotelStaySearch | null;
  mode: 'list' | 'map';
  /** The page's query, carried to the other view. */
  params: URLSearchParams;
}) {
  const { t } = useTranslation('hotels');
  const locale = localeTagOf(useLanguage());
  const [open, setOpen] = useState(search === null);

  const party = search
    ? [
        t('form.roomCount', { count: search.rooms }),
        t('form.adultCount', { count: search.adults }),
        ...(search.children > 0 ? [t('form.childCount', { count: search.children })] : []),
      ].join(' · ')
    : '';
  const other = new URLSearchParams(params);
  other.delete('page');

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="center" gap="sm">
        <div>
          <Title order={1} size="h3">
            {search ? t('summary.near', { place: placeName(search) }) : t('summary.noSearch')}
          </Title>
          {search ? (
            <Text size="sm" c="gray.7">
              {stayDateLabel(search.checkIn, locale)} – {stayDateLabel(search.checkOut, locale)} (
              {t('card.nights', { count: stayNights(search) })}) · {party}
            </Text>
          ) : null}
        </div>
        {search ? (
          <Group gap="xs">
            <Group gap={0} role="group" aria-label={t('summary.view')}>
              <Button
                component={Link}
                to={`/hotels?${other.toString()}`}
                variant={mode === 'list' ? 'filled' : 'default'}
                aria-current={mode === 'list' ? 'page' : undefined}
                leftSection={<IconList size={16} aria-hidden="true" />}
                style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
              >
                {t('summary.list')}
              </Button>
              <Button
                component={Link}
                to={`/hotels/map?${other.toString()}`}
                variant={mode === 'map' ? 'filled' : 'default'}
                aria-current={mode === 'map' ? 'page' : undefined}
                leftSection={<IconMap size={16} aria-hidden="true" />}
                style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }}
              >
                {t('summary.map')}
              </Button>
            </Group>
            <Button
              variant={open ? 'default' : 'light'}
              leftSection={
                open ? (
                  <IconX size={16} aria-hidden="true" />
                ) : (
                  <IconAdjustmentsHorizontal size={16} aria-hidden="true" />
                )
              }
              aria-expanded={open}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? t('summary.close') : t('summary.change')}
            </Button>
          </Group>
        ) : null}
      </Group>
      {open ? (
        <Suspense
          fallback={
            <div style={{ paddingTop: 'var(--mantine-spacing-md)' }}>
              <HotelSearchFormSkeleton label={t('loading', { ns: 'common' })} />
            </div>
          }
        >
          <div style={{ paddingTop: 'var(--mantine-spacing-md)' }}>
            <HotelSearchForm
              key={search ? JSON.stringify(search) : 'empty'}
              search={search ?? undefined}
              mode={mode}
              onSearch={() => setOpen(false)}
            />
          </div>
        </Suspense>
      ) : null}
    </Paper>
  );
}
