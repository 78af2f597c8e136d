import { Text } from '@mantine/core';
import type { FrequentTraveller } from '@travel/contracts/frequent-travellers';
import { useTranslation } from '../../../lib/i18n';
import { formatBirthday } from '../lib/dates';
import { travellerName } from '../lib/traveller-values';
import { AccountList } from './account-list';
import { RowActions } from './row-actions';

interface ListProps {
  travellers: FrequentTraveller[];
  onEdit: (traveller: FrequentTraveller) => void;
  onDelete: (traveller: FrequentTraveller) => void;
}

/** Frequent travellers: a table on wider screens, one card per traveller on a phone. */
export function TravellersList({ travellers, onEdit, onDelete }: ListProps) {
  const { t } = useTranslation('accounts');
  const gender = (value: FrequentTraveller['gender']) => (value ? t(`gender.${value}`) : '');

  return (
    <AccountList
      rows={travellers}
      rowKey={(traveller) => traveller.id}
      label={t('travellers.listLabel')}
      nameHeader={t('travellers.name')}
      name={travellerName}
      columns={[
        { header: t('travellers.gender'), cell: (traveller) => gender(traveller.gender) },
        {
          header: t('travellers.birthday'),
          cell: (traveller) => formatBirthday(traveller.birthday),
        },
        { header: t('travellers.phone'), cell: (traveller) => traveller.phoneNumber ?? '' },
      ]}
      actionsHeader={t('travellers.actions')}
      actions={(traveller) => (
        <RowActions
          list="travellers"
          name={travellerName(traveller)}
          onEdit={() => onEdit(traveller)}
          onDelete={() => onDelete(traveller)}
        />
      )}
      card={(traveller) => {
        const details = [
          gender(traveller.gender),
          formatBirthday(traveller.birthday),
          traveller.phoneNumber ?? '',
        ].filter(Boolean);
        return details.length > 0 ? (
          <Text size="sm" c="gray.7">
            {details.join(' · ')}
          </Text>
        ) : null;
      }}
    />
  );
}
