import { Anchor, Select, type SelectProps } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { useCountryOptions } from '../../../lib/countries';

/**
 * A searchable country select fed by GET /api/WorldCities/GetCountries in the page language.
 * Values are ISO 3166-1 alpha-2 codes. A failed load says so in place and offers a retry.
 */
export function CountrySelect(props: Omit<SelectProps, 'data'>) {
  const { t } = useTranslation('accounts');
  const { query: countries, options: data } = useCountryOptions();
  return (
    <Select
      searchable
      clearable
      nothingFoundMessage={t('fields.noCountryMatch')}
      placeholder={countries.isPending ? t('states.loading') : t('fields.chooseCountry')}
      {...props}
      // An empty form value means "nothing chosen": Mantine expects null for that.
      value={props.value === '' ? null : props.value}
      data={data}
      description={
        countries.isError ? (
          <>
            {t('fields.countriesFailed')}{' '}
            <Anchor component="button" type="button" size="xs" onClick={() => countries.refetch()}>
              {t('states.retry')}
            </Anchor>
          </>
        ) : (
          props.description
        )
      }
    />
  );
}
