import { Box, Fieldset, TextInput } from '@mantine/core';
import type { LightForm } from '../../../lib/use-light-form';
import { CountrySelect, LazySelect } from '../../../components/lazy-select/lazy-select';
import { useTranslation } from '../../../lib/i18n';
import type { TourBookValues } from '../lib/book-values';

/*
 * One column on a phone, two where a fieldset has room for two fields of 16rem: a CSS grid with
 * no breakpoint to compute (SimpleGrid was a chunk of its own in the page's first load).
 */
const FIELD_GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, max(16rem, 40%)), 1fr))',
  gap: 'var(--mantine-spacing-md)',
} as const;

/**
 * Tourist information (spec part 2 §3): one fieldset per traveller of the rooms, named by room
 * and adult or child: names as on the passport, gender, date of birth (a child is under 12 on
 * the departure date), nationality and, optionally, the passport number.
 */
export function TouristFields({
  form,
  roomName,
}: {
  form: LightForm<TourBookValues>;
  /** "Room 1" / "Cabin 1" / "Group" for a room key. */
  roomName: (key: string) => string;
}) {
  const { t } = useTranslation('tour-booking');
  const counts = new Map<string, number>();
  return (
    <>
      {form.values.tourists.map((tourist, index) => {
        const n = (counts.get(`${tourist.room}-${tourist.type}`) ?? 0) + 1;
        counts.set(`${tourist.room}-${tourist.type}`, n);
        const path = (field: string) => `tourists.${index}.${field}`;
        const auto = (token: string) => `section-tourist-${index + 1} ${token}`;
        return (
          <Fieldset
            key={`${tourist.room}-${tourist.type}-${n}`}
            radius="md"
            legend={t('tourists.legend', {
              room: roomName(tourist.room),
              type: t(`tourists.${tourist.type}`),
              n,
            })}
          >
            <Box style={FIELD_GRID}>
              <TextInput
                label={t('fields.firstName')}
                required
                autoComplete={auto('given-name')}
                {...form.getInputProps(path('firstName'))}
              />
              <TextInput
                label={t('fields.lastName')}
                required
                autoComplete={auto('family-name')}
                {...form.getInputProps(path('lastName'))}
              />
              <LazySelect
                label={t('fields.gender')}
                required
                data={[
                  { value: 'Male', label: t('tourists.male') },
                  { value: 'Female', label: t('tourists.female') },
                ]}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps(path('gender'))}
                value={tourist.gender || null}
              />
              <TextInput
                type="date"
                label={t('fields.birthday')}
                required
                autoComplete={auto('bday')}
                {...form.getInputProps(path('birthday'))}
              />
              <CountrySelect
                label={t('fields.nationality')}
                required
                nothingFoundMessage={t('tourists.noCountryMatch')}
                loadingText={t('tourists.loadingCountries')}
                comboboxProps={{ withinPortal: true }}
                autoComplete="off"
                {...form.getInputProps(path('nationality'))}
                value={tourist.nationality || null}
              />
              <TextInput
                label={t('fields.passportNumber')}
                description={t('tourists.optional')}
                autoComplete="off"
                {...form.getInputProps(path('passportNumber'))}
              />
            </Box>
          </Fieldset>
        );
      })}
    </>
  );
}
