import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useNavigate } from '../../../lib/router';
import type { TourKind } from '@travel/contracts/tours';
import { useTranslation } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/error-message';
import { DestinationPicker } from './destination-picker';
import { MonthPicker } from './month-picker';
import { tourSearchUrl, type TourDestination } from './tour-query';
import { useTourWorld, useValidMonths } from './tour-places';
import classes from './tour-search-form.module.css';

export interface TourSearchValues {
  destination: TourDestination | null;
  departureDate: string | null;
}

/**
 * The Tour and Cruise search (spec part 2 §2, §5): a destination (required) and an optional
 * departure month among the destination's valid months. A complete form opens the list
 * (`/tour/list` or `/Cruise/list`, query `destination` and `departureDate`); without a
 * destination it alerts `flightSearch.searchEmptyTip`, marks the field and stays. The list page
 * shows the same form on top, opened on its search, to refine it.
 */
export function TourSearchForm({
  kind,
  search,
  onSearch,
}: {
  kind: TourKind;
  search?: TourSearchValues | undefined;
  /** Called with the list URL just before navigating. */
  onSearch?: (url: string) => void;
}) {
  const { t } = useTranslation('tours');
  const errorText = useErrorText('tours');
  const navigate = useNavigate();
  const [values, setValues] = useState<TourSearchValues>(
    () => search ?? { destination: null, departureDate: null },
  );
  const [showProblems, setShowProblems] = useState(false);
  const world = useTourWorld(kind);
  const months = useValidMonths(kind, values.destination);
  const missing = values.destination === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.destination) {
      setShowProblems(true);
      return;
    }
    const url = tourSearchUrl(kind, {
      destination: values.destination,
      departureDate: values.departureDate,
    });
    onSearch?.(url);
    void navigate(url);
  };

  const worldHint = world.isPending
    ? t('search.destinationsLoading')
    : world.isError
      ? errorText(world.error)
      : undefined;

  return (
    <form onSubmit={submit} noValidate aria-label={t(`search.title.${kind}`)}>
      <Stack gap="md">
        <div className={classes.grid}>
          <DestinationPicker
            world={world.data ?? []}
            value={values.destination}
            disabled={!world.data}
            description={worldHint}
            error={
              showProblems && missing
                ? t('validate.emptyTip', { field: t('search.fields.destination') })
                : undefined
            }
            onChange={(destination) => setValues((v) => ({ ...v, destination }))}
          />
          <MonthPicker
            months={months.data ?? []}
            value={values.departureDate}
            loading={months.isFetching}
            hint={
              months.isError
                ? errorText(months.error)
                : months.data?.length === 0
                  ? t('search.noMonths')
                  : undefined
            }
            onChange={(departureDate) => setValues((v) => ({ ...v, departureDate }))}
          />
          <Button
            type="submit"
            className={classes.submit}
            leftSection={<IconSearch size={18} aria-hidden="true" />}
          >
            {t(`search.submit.${kind}`)}
          </Button>
        </div>
        {world.isError ? (
          <Button variant="subtle" size="xs" w="fit-content" onClick={() => void world.refetch()}>
            {t('search.retryDestinations')}
          </Button>
        ) : null}
        {showProblems && missing ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={20} aria-hidden="true" />}
          >
            {t('flightSearch.searchEmptyTip')}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}

/** The home Tour tab. */
export function TourTabForm() {
  return <TourSearchForm kind="tour" />;
}

/** The home Cruise tab. */
export function CruiseTabForm() {
  return <TourSearchForm kind="cruise" />;
}
