import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { FieldLabels } from './validation';

/** Field names as they read inside "Please fill in {field}", keyed by body path. */
export function useProfileLabels(): FieldLabels {
  const { t } = useTranslation('accounts');
  return useMemo(
    () => ({
      firstName: t('fieldNames.firstName'),
      middleName: t('fieldNames.middleName'),
      lastName: t('fieldNames.lastName'),
      gender: t('fieldNames.gender'),
      citizenship: t('fieldNames.citizenship'),
      email: t('fieldNames.email'),
      password: t('fieldNames.password'),
      confirmPassword: t('fieldNames.confirmPassword'),
      birthday: t('fieldNames.birthday'),
      role: t('fieldNames.academicRole'),
      academicRole: t('fieldNames.academicRole'),
      phoneNumber: t('fieldNames.phoneNumber'),
      country: t('fieldNames.country'),
      'school.country': t('fieldNames.schoolCountry'),
      'school.name': t('fieldNames.schoolName'),
      'school.graduationMonth': t('fieldNames.graduationMonth'),
      'school.graduationYear': t('fieldNames.graduationYear'),
    }),
    [t],
  );
}
