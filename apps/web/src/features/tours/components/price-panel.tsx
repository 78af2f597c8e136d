import { Button, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowRight } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '../../../lib/router';
import { checkRooms } from '@travel/contracts/tour-rooms';
import type { RoomContext, RoomSetting } from '@travel/contracts/tour-rooms';
import type { TourDeparture, TourInfo } from '@travel/contracts/tours-detail';
import type { PriceTour } from '@travel/contracts/tours-price';
import { Price } from '../../../components/price';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/i18n';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { tourBookUrl } from '../../../products/tour/search/tour-query';
import { priceCruise } from '../api/price-cruise';
import { priceTour } from '../api/price-tour';
import { localDateLabel } from '../lib/tour-format';
import { tourKeys } from '../lib/query-keys';
import { TourPriceLines } from './tour-price-lines';

/** What both price calls answer that the panel shows (PriceTour, PriceCruiseDetail). */
type Priced = Pick<
  PriceTour,
  'lines' | 'people' | 'charges' | 'totalprice' | 'TourComm' | 'agentSelling'
> & { deposit?: number; finalPaymentDate?: string | null };

/** The server's reason a price was refused (`data.error` of 'Check price failed'). */
const refusalOf = (error: unknown): string | null =>
  error instanceof ApiError &&
  typeof error.data === 'object' &&
  error.data !== null &&
  typeof (error.data as { error?: unknown }).error === 'string'
    ? (error.data as { error: string }).error
    : null;

/**
 * The price of the chosen departure and rooms, asked of the server (`POST /api/PriceTour`, the
 * price the booking will charge), with the deposit and final-payment date, an agent's commission
 * and net, and "Book" to the booking page with the same choice. Rooms the rules refuse are not
 * sent: the room settings already say what is wrong.
 */
export function PricePanel({
  info,
  departure,
  ctx,
  rooms,
  cabin,
  guarantee,
}: {
  info: TourInfo;
  departure: TourDeparture;
  ctx: RoomContext;
  rooms: RoomSetting[];
  cabin: string;
  guarantee: boolean;
}) {
  const { t } = useTranslation('tours');
  const errorText = useErrorText('tours');
  const language = useLanguage();
  const tag = localeTagOf(language);
  const valid = checkRooms(ctx, rooms).length === 0;
  const people = rooms.reduce((n, room) => n + room.adults + room.children, 0);
  const enoughPlaces = people <= departure.placesLeft;
  const roomsSent = rooms.map(({ key, adults, children, childBed }) =>
    childBed === undefined ? { key, adults, children } : { key, adults, children, childBed },
  );
  const base = {
    tourid: info.TourID,
    packageID: departure.id,
    cttq: departure.date,
    rooms: roomsSent,
  };
  const cruise = info.kind === 'cruise';
  const price = useQuery<Priced>({
    queryKey: tourKeys.price(language, cruise ? { ...base, cabin, guarantee } : base),
    // A cruise is priced by its own call (cabin category, guarantee cabin, deposit).
    queryFn: ({ signal }) =>
      cruise ? priceCruise({ ...base, cabin, guarantee }, signal) : priceTour(base, signal),
    enabled: valid && enoughPlaces,
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
  });
  const ready = valid && enoughPlaces && price.isSuccess && !price.isPlaceholderData;
  const data = price.data;

  return (
    <Stack gap="xs" component="section" aria-labelledby="tour-price" aria-busy={price.isFetching}>
      <Title order={2} size="h4" id="tour-price">
        {t('price.title')}
      </Title>
      {!valid ? (
        <Text size="sm" c="gray.7">
          {t('price.fixRooms')}
        </Text>
      ) : !enoughPlaces ? (
        <Text size="sm" c="red.8" role="alert">
          {t('price.tooMany', { count: departure.placesLeft })}
        </Text>
      ) : price.isPending ? (
        <Group gap="xs">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm">{t('price.checking')}</Text>
        </Group>
      ) : price.isError ? (
        <Text size="sm" c="red.8" role="alert">
          <IconAlertCircle size={14} aria-hidden="true" style={{ verticalAlign: '-2px' }} />{' '}
          {errorText(price.error)}
          {refusalOf(price.error) ? `: ${refusalOf(price.error)}` : ''}
        </Text>
      ) : data ? (
        <Stack gap={4} style={{ opacity: price.isPlaceholderData ? 0.6 : 1 }}>
          {data.lines.map((line, index) => (
            <Group key={`${line.room}-${line.Code}-${index}`} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {t('price.line', { name: line.Name, count: line.count })}{' '}
                <Text span size="xs" c="gray.7">
                  × <Price amountMinor={line.unit} currency="USD" inherit />
                </Text>
              </Text>
              <Price amountMinor={line.total} currency="USD" size="sm" />
            </Group>
          ))}
          {data.charges > 0 ? (
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">{t('price.charges')}</Text>
              <Price amountMinor={data.charges} currency="USD" size="sm" />
            </Group>
          ) : null}
          <Divider my={4} />
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>{t('price.total', { count: data.people })}</Text>
            <Price
              amountMinor={data.totalprice}
              currency="USD"
              fw={700}
              fz="lg"
              data-testid="tour-total"
            />
          </Group>
          <TourPriceLines commission={data.TourComm} net={data.agentSelling} size="sm" />
        </Stack>
      ) : null}
      {data?.deposit !== undefined && data.finalPaymentDate ? (
        <Text size="xs" c="gray.7">
          {t('price.depositAll', { date: localDateLabel(data.finalPaymentDate, tag) })}{' '}
          <Price amountMinor={data.deposit} currency="USD" inherit fw={600} />
        </Text>
      ) : info.deposit > 0 && departure.finalPaymentDate ? (
        <Text size="xs" c="gray.7">
          {t('price.deposit', { date: localDateLabel(departure.finalPaymentDate, tag) })}{' '}
          <Price amountMinor={info.deposit} currency="USD" inherit fw={600} />
        </Text>
      ) : null}
      {ready ? (
        <Button
          component={Link}
          to={tourBookUrl(info.kind, info.TourID, {
            date: departure.date,
            rooms,
            cabin: info.kind === 'cruise' ? cabin : undefined,
            guarantee,
          })}
          rightSection={<IconArrowRight size={16} aria-hidden="true" />}
          size="md"
        >
          {t('price.book')}
        </Button>
      ) : (
        <Button size="md" disabled rightSection={<IconArrowRight size={16} aria-hidden="true" />}>
          {t('price.book')}
        </Button>
      )}
    </Stack>
  );
}
