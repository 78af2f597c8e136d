import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Input, Stack } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from '../../../lib/router';
import { MAX_HOTEL_NIGHTS, nightsBetween } from '@travel/contracts/hotel-rules';
import { hotelSearchPath, isoToCompact, type HotelStaySearch } from '../hotel-stay';
import {
  datesProblem,
  defaultFormValues,
  formProblems,
  searchFromValues,
  setPartyCount,
  valuesFromSearch,
  type FormProblem,
  type HotelFormValues,
} from './search-form';
import { DestinationInput } from './destination-input';
import { PartyPicker } from './party-picker';
import { StayDatesInput } from './stay-dates-input';
import classes from './hotel-search-form.module.css';

const pad = (n: number) => String(n).padStart(2, '0');
const todayIso = (now = new Date()) =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/**
 * The Hotel search form (spec part 1 §2 "Home search forms", part 2 §5, §9): destination,
 * stay dates and party. A complete form opens the results in map mode (`/hotels/map?…`, the
 * query of spec part 2 §2); an incomplete one alerts `flightSearch.searchEmptyTip`, marks the
 * missing fields and stays.
 */
export function HotelSearchForm({
  search,
  mode = 'map',
  onSearch,
}: {
  /** The search to start from (the results' "Change search"). */
  search?: HotelStaySearch;
  /** Which results view a search opens. */
  mode?: 'list' | 'map';
  /** Called with the results URL just before navigating. */
  onSearch?: (url: string) => void;
}) {
  const { t } = useTranslation('hotels');
  const navigate = useNavigate();
  const [values, setValues] = useState<HotelFormValues>(() =>
    search ? valuesFromSearch(search) : defaultFormValues(),
  );
  // A search that breaks a date rule (a link, a reload) says so at once (issue 13: input is
  // never silently rewritten, and never silently wrong either).
  const [showProblems, setShowProblems] = useState(
    () => search !== undefined && datesProblem(valuesFromSearch(search)) !== null,
  );
  const problems = useMemo(() => formProblems(values), [values]);
  const dates = datesProblem(values);
  const checkIn = isoToCompact(values.checkIn);
  const checkOut = isoToCompact(values.checkOut);
  const nights = checkIn && checkOut ? nightsBetween(checkIn, checkOut) : 0;
  /** The dates' rule in words (the API's: after check-in, at most 30 nights), or null. */
  const datesRuleText =
    dates === 'tooLong'
      ? t('form.tooLong', { max: MAX_HOTEL_NIGHTS })
      : dates === 'checkOutBeforeCheckIn'
        ? t('form.checkOutBeforeCheckIn')
        : null;

  const problemText = (problem: FormProblem) => {
    if (!showProblems || !problems.includes(problem)) return undefined;
    if (problem === 'dates' && datesRuleText) return datesRuleText;
    return t('validate.emptyTip', { field: t(`form.fields.${problem}`) });
  };
  const alertText =
    problems.includes('place') || dates === 'missing'
      ? t('flightSearch.searchEmptyTip')
      : datesRuleText;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = searchFromValues(values);
    if (!next) {
      setShowProblems(true);
      return;
    }
    const url = hotelSearchPath(next, mode);
    onSearch?.(url);
    void navigate(url);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.title')}>
      <Stack gap="md">
        <div className={classes.grid}>
          <DestinationInput
            value={values.place}
            onChange={(place) => setValues((v) => ({ ...v, place }))}
            error={problemText('place')}
          />
          <StayDatesInput
            value={[values.checkIn, values.checkOut]}
            minDate={todayIso()}
            error={problemText('dates')}
            nightsText={nights > 0 ? t('form.datesHint', { count: nights }) : undefined}
            onChange={([from, to]) => setValues((v) => ({ ...v, checkIn: from, checkOut: to }))}
          />
          {/* A div label: the button names itself with the party ("Rooms and guests: 1 room…"). */}
          <Input.Wrapper label={t('form.guests')} labelElement="div">
            <PartyPicker
              rooms={values.rooms}
              adults={values.adults}
              children={values.children}
              onChange={(kind, count) => setValues((v) => setPartyCount(v, kind, count))}
            />
          </Input.Wrapper>
          <Button
            type="submit"
            className={classes.submit}
            leftSection={<IconSearch size={18} aria-hidden="true" />}
          >
            {t('form.search')}
          </Button>
        </div>
        {showProblems && problems.length > 0 ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={20} aria-hidden="true" />}
          >
            {alertText}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
