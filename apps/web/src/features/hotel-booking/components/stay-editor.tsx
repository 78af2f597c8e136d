import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Button, Group, NumberInput, Paper, SimpleGrid, Text } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { COUNTER_LIMITS, DATE_FORMAT } from '@travel/contracts/constants';
import { MAX_HOTEL_NIGHTS, nightsBetween } from '@travel/contracts/hotel-rules';
import { compactToIso, isoToCompact, todayCompact, type Stay } from '../../../lib/hotel-stay';

/**
 * Change the dates and the party on the detail page: rooms, adults and children within their
 * limits, rooms above adults raising adults (spec part 2 §5), at most 30 nights. Applying
 * re-queries the hotel's rooms for the new stay.
 */
export function StayEditor({ stay, onApply }: { stay: Stay; onApply: (next: Stay) => void }) {
  const { t } = useTranslation('hotel-booking');
  const phone = useMediaQuery('(max-width: 48em)');
  const [dates, setDates] = useState<DatesRangeValue<string>>([
    compactToIso(stay.checkIn),
    compactToIso(stay.checkOut),
  ]);
  const [party, setParty] = useState({
    rooms: stay.rooms,
    adults: stay.adults,
    children: stay.children,
  });
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    const checkIn = isoToCompact(dates[0]);
    const checkOut = isoToCompact(dates[1]);
    if (!checkIn || !checkOut) {
      setError(t('stay.datesRequired'));
      return;
    }
    const nights = nightsBetween(checkIn, checkOut);
    if (nights < 1 || nights > MAX_HOTEL_NIGHTS) {
      setError(t('stay.nightsRange', { max: MAX_HOTEL_NIGHTS }));
      return;
    }
    setError(null);
    onApply({ checkIn, checkOut, ...party });
  };

  const setCount = (key: 'rooms' | 'adults' | 'children', raw: string | number) => {
    const limits = COUNTER_LIMITS[key];
    const value = Math.min(Math.max(Number(raw) || limits.min, limits.min), limits.max);
    setParty((current) => {
      const next = { ...current, [key]: value };
      // Every room needs an adult: more rooms raise adults, fewer adults lower nothing else.
      if (key === 'rooms' && next.adults < value) next.adults = value;
      if (key === 'adults' && value < next.rooms) next.rooms = value;
      return next;
    });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="stay-editor-title">
      <Text id="stay-editor-title" fw={700} mb="sm">
        {t('stay.title')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="sm" verticalSpacing="sm">
        <DatePickerInput
          type="range"
          label={t('stay.dates')}
          value={dates}
          onChange={setDates}
          minDate={compactToIso(todayCompact())}
          valueFormat={DATE_FORMAT}
          firstDayOfWeek={0}
          numberOfColumns={phone ? 1 : 2}
          dropdownType={phone ? 'modal' : 'popover'}
          leftSection={<IconCalendar size={18} aria-hidden="true" />}
          error={error}
          style={{ gridColumn: 'span 2' }}
        />
        <NumberInput
          label={t('stay.rooms')}
          min={COUNTER_LIMITS.rooms.min}
          max={COUNTER_LIMITS.rooms.max}
          value={party.rooms}
          onChange={(value) => setCount('rooms', value)}
          clampBehavior="strict"
          allowDecimal={false}
        />
        <NumberInput
          label={t('stay.adults')}
          min={COUNTER_LIMITS.adults.min}
          max={COUNTER_LIMITS.adults.max}
          value={party.adults}
          onChange={(value) => setCount('adults', value)}
          clampBehavior="strict"
          allowDecimal={false}
        />
        <NumberInput
          label={t('stay.children')}
          min={COUNTER_LIMITS.children.min}
          max={COUNTER_LIMITS.children.max}
          value={party.children}
          onChange={(value) => setCount('children', value)}
          clampBehavior="strict"
          allowDecimal={false}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button onClick={apply}>{t('stay.apply')}</Button>
      </Group>
    </Paper>
  );
}
