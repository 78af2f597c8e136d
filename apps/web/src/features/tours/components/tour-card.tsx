import { memo } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconClock, IconMapPin } from '@tabler/icons-react';
import { GuaranteedBadge } from '../../../products/tour/guaranteed-badge';
import { Link } from '../../../lib/router';
import type { TourCard as TourCardData } from '@travel/contracts/tours';
import { Price } from '../../../components/price';
import { useTranslation } from '../../../lib/i18n';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { localDateLabel } from '../lib/tour-format';
import { TourPriceLines } from './tour-price-lines';
import classes from './tours.module.css';

/**
 * One tour or cruise of a list (spec part 2 §2): its drawn picture, name, departure city, days,
 * the "from" price per person (an agent also sees commission and net), the next departure and
 * how many there are, and "Guaranteed to run" when a departure is.
 */
export const TourCard = memo(function TourCard({
  tour,
  href,
  first = false,
}: {
  tour: TourCardData;
  href: string;
  /**
   * The list's first card: its picture is the largest thing of the first screen (the page's
   * LCP), so it is fetched at once and first rather than when the browser sees it in view.
   */
  first?: boolean;
}) {
  const { t } = useTranslation('tours');
  const tag = localeTagOf(useLanguage());
  return (
    <Paper withBorder radius="md" className={classes.card} component="article">
      {/* Decorative: the name below says what it is. Drawn pictures (no photos ship). */}
      <img
        src={tour.TourImage}
        alt=""
        width={320}
        height={200}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        className={classes.picture}
      />
      <Stack gap={6} className={classes.cardBody}>
        <Title order={2} size="h5" lineClamp={2}>
          {tour.TourName}
        </Title>
        <Text size="sm" c="gray.7">
          <IconMapPin size={14} aria-hidden="true" className={classes.inlineIcon} />{' '}
          {t('card.from', { city: tour.TourCity })} · {tour.TourCode}
        </Text>
        <Group gap={6}>
          <Badge variant="light" leftSection={<IconClock size={12} aria-hidden="true" />}>
            {t('card.days', { count: tour.TourDays })}
          </Badge>
          {tour.guaranteed ? <GuaranteedBadge label={t('card.guaranteed')} /> : null}
        </Group>
        <Text size="sm" c="gray.8">
          <IconCalendarEvent size={14} aria-hidden="true" className={classes.inlineIcon} />{' '}
          {t('card.next', { date: localDateLabel(tour.nextDeparture, tag) })} ·{' '}
          {t('card.departures', { count: tour.departures })}
        </Text>
      </Stack>
      <div className={classes.cardPrice}>
        <Text size="xs" c="gray.7">
          {t('card.priceFrom')}
        </Text>
        <Price amountMinor={tour.Selling} currency={tour.currency} hideZeroCents fw={700} fz="lg" />
        <Text size="xs" c="gray.7">
          {t('card.perPerson')}
        </Text>
        <TourPriceLines commission={tour.TourComm} net={tour.agentSelling} />
        <Button
          component={Link}
          to={href}
          size="sm"
          mt={6}
          aria-label={t('card.viewLabel', { name: tour.TourName })}
        >
          {t('card.view')}
        </Button>
      </div>
    </Paper>
  );
});
