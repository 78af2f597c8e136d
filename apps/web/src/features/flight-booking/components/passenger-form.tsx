import { Box, Fieldset, Group, Text, TextInput, Badge } from '@mantine/core';
import { FIELD_GRID } from '../lib/book-columns';
import { useTranslation } from '../../../lib/i18n';
import type { FrequentTraveller } from '@travel/contracts/frequent-travellers';
import { FREQUENT_FLYER_PROGRAM_MAX_LENGTH, GENDERS } from '@travel/contracts/form-values';
import { applySavedTraveller, NO_SAVED_TRAVELLER, takenElsewhere } from '../lib/booking-values';
import { ageOn, kindAt, slotOf, type Party } from '../lib/traveller-kind';
import { CountrySelect, LazySelect as Select } from '../../../components/lazy-select/lazy-select';
import type { BookingForm } from '../lib/use-booking-form';

const fullName = (traveller: FrequentTraveller) =>
  [traveller.firstName, traveller.middleName, traveller.lastName].filter(Boolean).join(' ');

/**
 * One traveller's form (spec part 1 §3 passenger form): the saved-traveller picker for members,
 * names as on the passport, birthday with the traveller kind it gives on the travel date,
 * gender, passport number, expiry, nationality and issue place, frequent-flyer programme and
 * number, and the known traveller number.
 *
 * Issue 13 §2: the passport (document type P, the only one) is asked only where the itinerary
 * needs it (`documents`, from @travel/contracts/travel-documents, the API's rule). Every field
 * names its `autocomplete` token, in a section per traveller so a browser's saved identity
 * fills one traveller, not all of them.
 *
 * Issue 13 §1: a child's form is headed with the age the search gave ("Child 1 · age 7"); a lap
 * infant's asks names, birthday and gender (the passport where the trip needs it) and no
 * frequent-flyer or known traveller numbers (an infant on a lap earns and screens with the adult).
 */
export function PassengerForm({
  form,
  index,
  party,
  firstTravelDate,
  saved,
  documents = true,
}: {
  form: BookingForm;
  index: number;
  /** Who travels (memoised by the page: the section re-renders when it changes). */
  party: Party;
  firstTravelDate: string;
  /** The itinerary needs the passport (international, or an airline that asks for it). */
  documents?: boolean;
  /** Saved travellers when signed in and loaded; undefined hides the picker. */
  saved: FrequentTraveller[] | undefined;
}) {
  const { t } = useTranslation('flight-booking');
  const path = (field: string) => `passengers.${index}.${field}`;
  const passenger = form.values.passengers[index]!;
  const slot = slotOf(index, party);
  const expected = slot.kind;
  const legend =
    slot.kind === 'CHD' && slot.age !== null
      ? t('passenger.legend.CHDAge', { n: slot.n, age: slot.age })
      : t(`passenger.legend.${slot.kind}`, { n: slot.n });
  const age = passenger.birthday ? ageOn(passenger.birthday, firstTravelDate) : null;
  const kindNow = age !== null && age >= 0 ? kindAt(age) : null;

  const taken = takenElsewhere(form.values.passengers, index);
  const pickerData = [
    { value: NO_SAVED_TRAVELLER, label: t('passenger.noSaved') },
    ...(saved ?? []).map((traveller) => ({
      value: traveller.id,
      label: traveller.self
        ? t('passenger.you', { name: fullName(traveller) })
        : fullName(traveller),
      disabled: taken.has(traveller.id),
    })),
  ];
  const auto = (token: string) => `section-traveller-${index + 1} ${token}`;
  const countrySelect = {
    required: true,
    nothingFoundMessage: t('passenger.noCountryMatch'),
    loadingText: t('passenger.loadingCountries'),
    comboboxProps: { withinPortal: true },
  } as const;

  return (
    <Fieldset
      legend={
        <Group gap="xs" component="span">
          <span>{legend}</span>
          {kindNow ? (
            <Badge
              variant="light"
              color={kindNow === expected ? 'teal' : 'red'}
              c="gray.9"
              component="span"
            >
              {t(`passenger.kind.${kindNow}`)}
            </Badge>
          ) : null}
        </Group>
      }
      radius="md"
      data-passenger={index}
    >
      <Box style={FIELD_GRID}>
        {saved ? (
          <Select
            label={t('passenger.fields.frequentlyUser')}
            description={t('passenger.savedHint')}
            data={pickerData}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            autoComplete="off"
            value={passenger.frequentlyUser}
            onChange={(id) => {
              const traveller = saved.find((item) => item.id === id) ?? null;
              form.setFieldValue(`passengers.${index}`, applySavedTraveller(passenger, traveller));
              for (const field of ['firstName', 'middleName', 'lastName', 'birthday', 'gender']) {
                form.clearFieldError(path(field));
              }
            }}
          />
        ) : null}
        {expected === 'INF' ? (
          <Text size="sm" c="gray.7" style={{ gridColumn: '1 / -1' }}>
            {t('passenger.infantHint')}
          </Text>
        ) : null}
        <Text size="sm" c="gray.7" style={{ gridColumn: '1 / -1' }}>
          {documents ? t('passenger.namesHint') : t('passenger.namesHintId')}
        </Text>
        <TextInput
          label={t('passenger.fields.firstName')}
          required
          autoComplete={auto('given-name')}
          {...form.getInputProps(path('firstName'))}
        />
        <TextInput
          label={t('passenger.fields.middleName')}
          autoComplete={auto('additional-name')}
          {...form.getInputProps(path('middleName'))}
        />
        <TextInput
          label={t('passenger.fields.lastName')}
          required
          autoComplete={auto('family-name')}
          {...form.getInputProps(path('lastName'))}
        />
        <TextInput
          label={t('passenger.fields.birthday')}
          required
          type="date"
          autoComplete={auto('bday')}
          description={
            age !== null && age >= 0
              ? t('passenger.ageOnTravel', { age })
              : t(`passenger.kindRule.${expected}`)
          }
          {...form.getInputProps(path('birthday'))}
        />
        <Select
          label={t('passenger.fields.gender')}
          required
          data={GENDERS.map((gender) => ({
            value: gender,
            label: t(`passenger.gender.${gender}`),
          }))}
          comboboxProps={{ withinPortal: true }}
          // Choosing the gender already there (filled from the account) must not clear it.
          allowDeselect={false}
          autoComplete={auto('sex')}
          {...form.getInputProps(path('gender'))}
          value={passenger.gender || null}
        />
        {documents ? (
          <>
            <TextInput
              label={t('passenger.fields.cardNum')}
              required
              autoComplete="off"
              {...form.getInputProps(path('cardNum'))}
            />
            <TextInput
              label={t('passenger.fields.cardExpired')}
              required
              type="date"
              autoComplete="off"
              description={t('passenger.expiryHint')}
              {...form.getInputProps(path('cardExpired'))}
            />
            <CountrySelect
              label={t('passenger.fields.nationality')}
              {...countrySelect}
              autoComplete="off"
              {...form.getInputProps(path('nationality'))}
              value={passenger.nationality || null}
            />
            <CountrySelect
              label={t('passenger.fields.cardIssuePlace')}
              {...countrySelect}
              autoComplete="off"
              {...form.getInputProps(path('cardIssuePlace'))}
              value={passenger.cardIssuePlace || null}
            />
          </>
        ) : (
          <Text size="sm" c="gray.7" style={{ gridColumn: '1 / -1' }}>
            {t('passenger.noPassport')}
          </Text>
        )}
        {expected === 'INF' ? null : (
          <>
            <TextInput
              label={t('passenger.fields.frequentFlyerProgram')}
              description={t('passenger.programHint')}
              maxLength={FREQUENT_FLYER_PROGRAM_MAX_LENGTH}
              autoComplete="off"
              {...form.getInputProps(path('frequentFlyerProgram'))}
            />
            <TextInput
              label={t('passenger.fields.frequentFlyerNumber')}
              autoComplete="off"
              {...form.getInputProps(path('frequentFlyerNumber'))}
            />
            <TextInput
              label={t('passenger.fields.knownTravellerNumber')}
              autoComplete="off"
              {...form.getInputProps(path('knownTravellerNumber'))}
            />
          </>
        )}
      </Box>
    </Fieldset>
  );
}
