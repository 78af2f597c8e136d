import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlaneDeparture, IconPlaneArrival, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { IsoDate } from './dates';
import {
  MAX_MULTICITY_LEGS,
  minLegDate,
  type LegProblem,
  type LegValue,
  type SearchFormValues,
} from './search-form';
import { AirportInput } from './airport-input';
import { SingleDateInput } from './trip-date-input';
import classes from './flight-search-form.module.css';

/**
 * Multi-city legs (spec part 1 §4): each from, to and date; a new leg starts where the last
 * arrives; legs after the first can be removed; every calendar marks the legs' dates.
 */
export function MulticityLegs({
  values,
  today,
  problemText,
  onLegChange,
  onAdd,
  onRemove,
}: {
  values: SearchFormValues;
  today: IsoDate;
  problemText: (leg: number, fields: LegProblem['field'][]) => string | undefined;
  onLegChange: (index: number, patch: Partial<LegValue>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('flights');
  const routeDates = values.legs.map((leg) => leg.date);
  return (
    <Stack gap="md">
      {values.legs.map((leg, index) => {
        const n = index + 1;
        const title = t('form.legTitle', { n });
        return (
          <div key={index} role="group" aria-label={title} className={classes.leg}>
            <Group justify="space-between" mb={4} mih={28}>
              <Text fw={600} size="sm">
                {title}
              </Text>
              {index > 0 ? (
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  aria-label={t('form.removeLeg', { n })}
                  onClick={() => onRemove(index)}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              ) : null}
            </Group>
            <div className={classes.extras}>
              <AirportInput
                label={t('form.from')}
                value={leg.from}
                onChange={(from) => onLegChange(index, { from })}
                error={problemText(index, ['from'])}
                leftSection={<IconPlaneDeparture size={18} aria-hidden="true" />}
              />
              <AirportInput
                label={t('form.to')}
                value={leg.to}
                onChange={(to) => onLegChange(index, { to })}
                error={problemText(index, ['to', 'sameAirport'])}
                leftSection={<IconPlaneArrival size={18} aria-hidden="true" />}
              />
              <SingleDateInput
                label={t('form.departDate')}
                value={leg.date}
                minDate={minLegDate(values, index, today)}
                onChange={(date) => onLegChange(index, { date })}
                error={problemText(index, ['date'])}
                routeDates={routeDates}
              />
            </div>
          </div>
        );
      })}
      {values.legs.length < MAX_MULTICITY_LEGS ? (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={onAdd}
          w="fit-content"
        >
          {t('form.addLeg')}
        </Button>
      ) : null}
    </Stack>
  );
}
