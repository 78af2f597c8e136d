import { NativeSelect, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { COUNTER_LIMITS, MAX_TRAVELLERS_PER_FLIGHT_BOOKING } from '@travel/contracts/constants';
import { Counter } from '../../../components/counter';
import { CountsPopover } from '../../../components/counts-popover';
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from './search-criteria';
import {
  infantsNeedAdults,
  travellerMax,
  type SearchFormValues,
  type TravellerKind,
} from './search-form';

const CHILD_AGES = Array.from(
  { length: CHILD_AGE_MAX - CHILD_AGE_MIN + 1 },
  (_, i) => CHILD_AGE_MIN + i,
);

/**
 * Adults (at least 1), children with each one's age (2–11, required) and lap infants (under 2,
 * one per adult), at most 9 travellers together (spec part 1 §3, §5, §9). The button names the
 * party; the popover holds the counters and the age selects, each with its own label.
 */
export function PassengersPicker({
  values,
  showProblems = false,
  onChange,
  onChildAge,
}: {
  values: Pick<SearchFormValues, 'adults' | 'children' | 'infants' | 'childAges'>;
  /** After a search was refused: a child without an age is marked. */
  showProblems?: boolean;
  onChange: (kind: TravellerKind, value: number) => void;
  onChildAge: (index: number, age: number | null) => void;
}) {
  const { t } = useTranslation('flights');
  const { adults, children, infants, childAges } = values;
  const counts = {
    adults: t('form.adultCount', { count: adults }),
    children: t('form.childCount', { count: children }),
    infants: t('form.infantCount', { count: infants }),
  };
  const summary =
    infants > 0 ? t('form.travellersWithInfants', counts) : t('form.travellersSummary', counts);
  const counter = (kind: TravellerKind, label: string, hint: string) => (
    <Counter
      label={label}
      hint={hint}
      value={values[kind]}
      min={COUNTER_LIMITS[kind].min}
      max={travellerMax(values, kind)}
      onChange={(value) => onChange(kind, value)}
      decreaseLabel={t('form.fewer', { kind: label })}
      increaseLabel={t('form.more', { kind: label })}
    />
  );
  return (
    <CountsPopover label={t('form.travellers')} summary={summary} width={300}>
      {counter('adults', t('form.adults'), t('form.adultsHint'))}
      {counter('children', t('form.children'), t('form.childrenHint'))}
      {children > 0 ? (
        <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
          {childAges.map((age, index) => (
            <NativeSelect
              // Children are added and removed at the end: the index is the child.
              key={index}
              size="xs"
              required
              label={t('form.childAge', { n: index + 1 })}
              value={age === null ? '' : String(age)}
              error={showProblems && age === null ? t('form.childAgeRequired') : undefined}
              data={[
                { value: '', label: t('form.chooseAge'), disabled: true },
                ...CHILD_AGES.map((n) => ({
                  value: String(n),
                  label: t('form.age', { count: n }),
                })),
              ]}
              onChange={(event) => {
                const next = event.currentTarget.value;
                onChildAge(index, next === '' ? null : Number(next));
              }}
            />
          ))}
        </SimpleGrid>
      ) : null}
      {counter('infants', t('form.infants'), t('form.infantsHint'))}
      {/* Always there, so the reason is announced when the + turns off. */}
      <Text size="xs" c="gray.7" role="status" mt={-8}>
        {infantsNeedAdults(values) ? t('form.infantsPerAdult') : null}
      </Text>
      <Text size="xs" c="gray.7">
        {t('form.travellersLimit', { max: MAX_TRAVELLERS_PER_FLIGHT_BOOKING })}
      </Text>
    </CountsPopover>
  );
}
