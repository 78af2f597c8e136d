import { Group, Radio, type RadioGroupProps } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { ACADEMIC_ROLES } from '@travel/contracts/accounts';

const ROLE_OPTIONS = [
  { value: String(ACADEMIC_ROLES.student), key: 'student' },
  { value: String(ACADEMIC_ROLES.facultyMember), key: 'facultyMember' },
  { value: String(ACADEMIC_ROLES.neither), key: 'neither' },
] as const;

/** Student, Faculty Member or Neither (the spec's academic role), values as strings. */
export function AcademicRoleRadios(props: Omit<RadioGroupProps, 'children' | 'label'>) {
  const { t } = useTranslation('accounts');
  return (
    <Radio.Group label={t('fields.academicRole')} {...props}>
      <Group gap="lg" mt="xs">
        {ROLE_OPTIONS.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={t(`roles.academic.${option.key}`)}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
