import { useState } from 'react';
import { ActionIcon, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { GuaranteedBadge } from '../../../products/tour/guaranteed-badge';
import type { TourDeparture } from '@travel/contracts/tours-detail';
import { Price } from '../../../components/price';
import { useTranslation } from '../../../lib/i18n';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { monthLabel } from '../../../products/tour/search/month-label';
import { FEW_PLACES, departureMonths, isSoldOut, perPersonFrom } from '../lib/departures';
import { localDateLabel, monthOf } from '../lib/tour-format';
import classes from './tour-detail.module.css';

/**
 * The departures, month by month (issue 14 §4): each with its dates, price per person and places
 * left, "Guaranteed to run" when it is; a sold-out departure is shown but cannot be chosen. One
 * radio group per month (arrows move within it), the month changed with the buttons beside its
 * name.
 */
export function DeparturesCalendar({
  departures,
  selected,
  onSelect,
  cabin,
}: {
  departures: TourDeparture[];
  selected: TourDeparture | null;
  onSelect: (departure: TourDeparture) => void;
  cabin: string;
}) {
  const { t } = useTranslation('tours');
  const tag = localeTagOf(useLanguage());
  const months = departureMonths(departures);
  const [month, setMonth] = useState(() => (selected ? monthOf(selected.date) : (months[0] ?? '')));
  const index = months.indexOf(month);
  const shown = departures.filter((d) => monthOf(d.date) === month);
  const go = (step: number) => {
    const next = months[index + step];
    if (next) setMonth(next);
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="tour-departures">
      <Title order={2} size="h4" id="tour-departures">
        {t('departures.title')}
      </Title>
      {months.length === 0 ? (
        <Text c="gray.7">{t('departures.none')}</Text>
      ) : (
        <>
          <Group justify="space-between" wrap="nowrap">
            <ActionIcon
              variant="light"
              size="lg"
              onClick={() => go(-1)}
              disabled={index <= 0}
              aria-label={t('departures.previousMonth')}
            >
              <IconChevronLeft size={18} aria-hidden="true" />
            </ActionIcon>
            <Text fw={700} aria-live="polite" id="tour-departures-month">
              {monthLabel(month, tag)}
            </Text>
            <ActionIcon
              variant="light"
              size="lg"
              onClick={() => go(1)}
              disabled={index >= months.length - 1}
              aria-label={t('departures.nextMonth')}
            >
              <IconChevronRight size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
          <fieldset className={classes.departures}>
            <VisuallyHidden component="legend">
              {t('departures.legend', { month: monthLabel(month, tag) })}
            </VisuallyHidden>
            {shown.map((departure) => {
              const soldOut = isSoldOut(departure);
              const price = perPersonFrom(departure, cabin);
              return (
                <label
                  key={departure.id}
                  className={classes.departure}
                  data-disabled={soldOut || undefined}
                >
                  <input
                    type="radio"
                    name="tour-departure"
                    value={departure.id}
                    checked={selected?.id === departure.id}
                    disabled={soldOut}
                    onChange={() => onSelect(departure)}
                  />
                  <span className={classes.departureText}>
                    <Text span fw={600} size="sm" display="block">
                      {localDateLabel(departure.date, tag, false)} –{' '}
                      {localDateLabel(departure.returnDate, tag)}
                    </Text>
                    <Text
                      span
                      size="xs"
                      display="block"
                      c={soldOut || departure.placesLeft <= FEW_PLACES ? 'red.8' : 'gray.7'}
                    >
                      {soldOut
                        ? t('departures.soldOut')
                        : t('departures.placesLeft', { count: departure.placesLeft })}
                    </Text>
                    {departure.guaranteed ? (
                      <GuaranteedBadge size="xs" label={t('card.guaranteed')} />
                    ) : null}
                  </span>
                  {price !== null ? (
                    <Text span size="sm" fw={700} ta="right">
                      <Price amountMinor={price} currency="USD" hideZeroCents inherit />
                      <Text span size="xs" c="gray.7" display="block" fw={400}>
                        {t('card.perPerson')}
                      </Text>
                    </Text>
                  ) : null}
                </label>
              );
            })}
          </fieldset>
        </>
      )}
    </Stack>
  );
}
