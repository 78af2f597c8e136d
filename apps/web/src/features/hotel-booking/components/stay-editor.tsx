import '@mantine/dates/styles.css';
import { useEffect, useRef, useState } from 'react';
import { Button, Group, NumberInput, Paper, SimpleGrid, Text } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { COUNTER_LIMITS, DATE_FORMAT } from '@travel/contracts/constants';
import { MAX_HOTEL_NIGHTS, nightsBetween } from '@travel/contracts/hotel-rules';
import {
  compactToIso,
  isoToCompact,
  todayCompact,
  type Stay,
} from '../../../products/hotel/hotel-stay';
import { withCount, type Party, type PartyField } from '../lib/stay-party';
import type { StayEditorStart } from './stay-editor-frame';

/**
 * Change the dates and the party on the detail page: rooms, adults and children within their
 * limits, rooms above adults raising adults (spec part 2 §5), at most 30 nights. Applying
 * re-queries the hotel's rooms for the new stay. It replaces its light frame (stay-control.tsx)
 * when the traveller starts to change the stay: `initialParty` is what they typed there and
 * `start` what they were doing (focus a field, open the picker, apply).
 */
export function StayEditor({
  stay,
  onApply,
  initialParty,
  start,
}: {
  stay: Stay;
  onApply: (next: Stay) => void;
  initialParty?: Party;
  start?: StayEditorStart;
}) {
  const { t } = useTranslation('hotel-booking');
  const phone = useMediaQuery('(max-width: 48em)');
  const [dates, setDates] = useState<DatesRangeValue<string>>([
    compactToIso(stay.checkIn),
    compactToIso(stay.checkOut),
  ]);
  const [party, setParty] = useState<Party>(
    initialParty ?? { rooms: stay.rooms, adults: stay.adults, children: stay.children },
  );
  const [error, setError] = useState<string | null>(null);
  const datesRef = useRef<HTMLButtonElement>(null);
  const applyRef = useRef<HTMLButtonElement>(null);
  const countRefs = {
    rooms: useRef<HTMLInputElement>(null),
    adults: useRef<HTMLInputElement>(null),
    children: useRef<HTMLInputElement>(null),
  };

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

  const setCount = (key: PartyField, raw: string | number) =>
    setParty((current) => withCount(current, key, raw));

  // Carry on where the frame was left: the same field focused (caret at the end), the picker
  // opened or the stay applied when that was a click. Once, on mount.
  const started = useRef(false);
  useEffect(() => {
    if (!start || started.current) return;
    started.current = true;
    // The frame's element went with it: the focus is nowhere unless the traveller moved on.
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    if (start.target === 'apply') {
      applyRef.current?.focus();
      if (start.activate) applyRef.current?.click();
    } else if (start.target === 'dates') {
      datesRef.current?.focus();
      if (start.activate) datesRef.current?.click();
    } else {
      const input = countRefs[start.target].current;
      input?.focus();
      input?.setSelectionRange(input.value.length, input.value.length);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
          ref={datesRef}
        />
        <NumberInput
          label={t('stay.rooms')}
          min={COUNTER_LIMITS.rooms.min}
          max={COUNTER_LIMITS.rooms.max}
          value={party.rooms}
          onChange={(value) => setCount('rooms', value)}
          ref={countRefs.rooms}
          clampBehavior="strict"
          allowDecimal={false}
        />
        <NumberInput
          label={t('stay.adults')}
          min={COUNTER_LIMITS.adults.min}
          max={COUNTER_LIMITS.adults.max}
          value={party.adults}
          onChange={(value) => setCount('adults', value)}
          ref={countRefs.adults}
          clampBehavior="strict"
          allowDecimal={false}
        />
        <NumberInput
          label={t('stay.children')}
          min={COUNTER_LIMITS.children.min}
          max={COUNTER_LIMITS.children.max}
          value={party.children}
          onChange={(value) => setCount('children', value)}
          ref={countRefs.children}
          clampBehavior="strict"
          allowDecimal={false}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button ref={applyRef} onClick={apply}>
          {t('stay.apply')}
        </Button>
      </Group>
    </Paper>
  );
}
