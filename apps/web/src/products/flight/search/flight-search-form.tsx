import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Input,
  NativeSelect,
  SegmentedControl,
  Stack,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowsLeftRight,
  IconPlaneArrival,
  IconPlaneDeparture,
  IconSearch,
} from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from '../../../lib/router';
import { TRIP_TYPES, type CabinCode, type TripType } from '@travel/contracts/constants';
import { useSession } from '../../../lib/session';
import { allowedCabins, clampCabin, isCabinCode } from './cabins';
import { todayIso } from './dates';
import { criteriaToParams, type FlightCriteria } from './search-criteria';
import {
  addLeg,
  changeTripType,
  criteriaFromValues,
  defaultSearchValues,
  formProblems,
  missingChildAges,
  removeLeg,
  setChildAge,
  setTravellers,
  updateLeg,
  valuesFromCriteria,
  type LegProblem,
  type SearchFormValues,
} from './search-form';
import { AirportInput } from './airport-input';
import { MulticityLegs } from './multicity-legs';
import { PassengersPicker } from './passengers-picker';
import { RangeDateInput, SingleDateInput } from './trip-date-input';
import classes from './flight-search-form.module.css';

/** Where a search goes: the results, or the results of invoiceable fares. */
export type ResultsPath = '/flights' | '/flights-invoice';

/**
 * The Flight search form (spec part 1 §2 "Home search forms", §4-§5, §9): one-way, round trip
 * or multi-city, cabin and travellers. A complete form navigates to the results URL; an
 * incomplete one alerts `flightSearch.searchEmptyTip`, marks the missing fields and stays.
 */
export function FlightSearchForm({
  initialValues,
  criteria,
  resultsPath = '/flights',
  onSearch,
}: {
  initialValues?: SearchFormValues;
  /** The search to start from (the /flights summary); `initialValues` wins when both are given. */
  criteria?: FlightCriteria;
  resultsPath?: ResultsPath;
  /** Called with the results URL just before navigating (the /flights summary closes). */
  onSearch?: (url: string) => void;
}) {
  const { t } = useTranslation('flights');
  const navigate = useNavigate();
  const limitCabin = useSession()?.user.LimitCabin ?? 0;
  const [values, setValues] = useState<SearchFormValues>(
    () =>
      initialValues ?? (criteria ? valuesFromCriteria(criteria) : defaultSearchValues(limitCabin)),
  );
  const [showProblems, setShowProblems] = useState(false);
  const today = todayIso();

  // Signing in or out while the form is open can change the cabins on offer.
  useEffect(() => {
    setValues((current) => ({ ...current, cabin: clampCabin(current.cabin, limitCabin) }));
  }, [limitCabin]);

  const problems = useMemo(() => formProblems(values), [values]);
  const agesMissing = missingChildAges(values).length > 0;
  const problemText = (leg: number, fields: LegProblem['field'][]): string | undefined => {
    if (!showProblems) return undefined;
    const problem = problems.find((p) => p.leg === leg && fields.includes(p.field));
    if (!problem) return undefined;
    if (problem.field === 'sameAirport') return t('form.sameAirport');
    return t('validate.emptyTip', { field: t(`form.fields.${problem.field}`) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const criteria = criteriaFromValues(values);
    if (!criteria) {
      setShowProblems(true);
      return;
    }
    const url = `${resultsPath}?${criteriaToParams(criteria).toString()}`;
    onSearch?.(url);
    void navigate(url);
  };

  const first = values.legs[0]!;
  const cabins = allowedCabins(limitCabin);

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.title')}>
      <Stack gap="md">
        <SegmentedControl
          value={values.tripType}
          onChange={(next) => setValues((v) => changeTripType(v, next as TripType))}
          data={TRIP_TYPES.map((type) => ({ value: type, label: t(`tripTypes.${type}`) }))}
          aria-label={t('form.tripType')}
          w={{ base: '100%', xs: 'fit-content' }}
        />

        {values.tripType === 'multicity' ? (
          <MulticityLegs
            values={values}
            today={today}
            problemText={problemText}
            onLegChange={(index, patch) => setValues((v) => updateLeg(v, index, patch))}
            onAdd={() => setValues(addLeg)}
            onRemove={(index) => setValues((v) => removeLeg(v, index))}
          />
        ) : (
          <div className={classes.row}>
            <div className={classes.places}>
              <AirportInput
                label={t('form.from')}
                value={first.from}
                onChange={(from) => setValues((v) => updateLeg(v, 0, { from }))}
                error={problemText(0, ['from'])}
                leftSection={<IconPlaneDeparture size={18} aria-hidden="true" />}
              />
              <ActionIcon
                className={classes.swap}
                variant="default"
                size="lg"
                radius="xl"
                aria-label={t('form.swap')}
                onClick={() =>
                  setValues((v) => updateLeg(v, 0, { from: first.to, to: first.from }))
                }
              >
                <IconArrowsLeftRight size={18} aria-hidden="true" />
              </ActionIcon>
              <AirportInput
                label={t('form.to')}
                value={first.to}
                onChange={(to) => setValues((v) => updateLeg(v, 0, { to }))}
                error={problemText(0, ['to', 'sameAirport'])}
                leftSection={<IconPlaneArrival size={18} aria-hidden="true" />}
              />
            </div>
            {values.tripType === 'roundtrip' ? (
              <RangeDateInput
                label={t('form.travelDates')}
                value={[first.date, values.returnDate]}
                minDate={today}
                error={problemText(0, ['date', 'returnDate'])}
                onChange={([depart, back]) =>
                  setValues((v) => ({ ...updateLeg(v, 0, { date: depart }), returnDate: back }))
                }
              />
            ) : (
              <SingleDateInput
                label={t('form.departDate')}
                value={first.date}
                minDate={today}
                error={problemText(0, ['date'])}
                onChange={(date) => setValues((v) => updateLeg(v, 0, { date }))}
              />
            )}
          </div>
        )}

        <div className={classes.extras}>
          <NativeSelect
            label={t('form.cabin')}
            value={values.cabin}
            data={cabins.map((code) => ({ value: code, label: t(`cabins.${code}`) }))}
            disabled={cabins.length === 1}
            onChange={(event) => {
              const next = event.currentTarget.value;
              if (isCabinCode(next)) setValues((v) => ({ ...v, cabin: next as CabinCode }));
            }}
          />
          {/* A div label: the button names itself with the party ("Travellers: 2 adults…"). */}
          <Input.Wrapper
            label={t('form.travellers')}
            labelElement="div"
            error={showProblems && agesMissing ? t('form.childAgesMissing') : undefined}
          >
            <PassengersPicker
              values={values}
              showProblems={showProblems}
              onChange={(kind, count) => setValues((v) => setTravellers(v, kind, count))}
              onChildAge={(index, age) => setValues((v) => setChildAge(v, index, age))}
            />
          </Input.Wrapper>
          <Button type="submit" leftSection={<IconSearch size={18} aria-hidden="true" />}>
            {t('form.search')}
          </Button>
        </div>

        {showProblems && (problems.length > 0 || agesMissing) ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={20} aria-hidden="true" />}
          >
            {problems.length > 0 ? t('flightSearch.searchEmptyTip') : t('form.childAgesMissing')}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
