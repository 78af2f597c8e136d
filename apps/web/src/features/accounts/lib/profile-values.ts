import { academicRoleNeedsSchool, type CurrentUser } from '@travel/contracts/accounts';
import { joinIsoDate, type DateParts } from './dates';

/**
 * Form-side shapes shared by registration and profile editing. Inputs hold strings (selects and
 * radios speak strings); these helpers turn them into the API body, leaving blanks blank so the
 * contract schema can name what is missing.
 */
export interface SchoolValues {
  country: string;
  name: string;
  graduationMonth: string;
  graduationYear: string;
}

export const EMPTY_SCHOOL: SchoolValues = {
  country: '',
  name: '',
  graduationMonth: '',
  graduationYear: '',
};

export interface RegisterValues {
  firstName: string;
  middleName: string;
  lastName: string;
  gender: string;
  citizenship: string;
  email: string;
  password: string;
  confirmPassword: string;
  birth: DateParts;
  role: string;
  school: SchoolValues;
}

/** Mantine selects answer null when cleared, so every read goes through this. */
export const text = (value: string | null | undefined): string => (value ?? '').trim();

const numberOrUndefined = (value: string | null | undefined): number | undefined =>
  text(value) === '' ? undefined : Number(value);

const hasAnySchoolField = (school: SchoolValues): boolean =>
  Object.values(school).some((value: string | null) => text(value) !== '');

/**
 * The school as the API wants it: required (and so always sent) for Student and Faculty Member;
 * for Neither only when something was filled in.
 */
export function schoolBody(role: number | undefined, school: SchoolValues) {
  if (!academicRoleNeedsSchool(role) && !hasAnySchoolField(school)) return undefined;
  return {
    country: text(school.country),
    name: text(school.name),
    graduationYear: numberOrUndefined(school.graduationYear),
    graduationMonth: numberOrUndefined(school.graduationMonth),
  };
}

export function registerBody(values: RegisterValues) {
  const role = numberOrUndefined(values.role);
  const middleName = text(values.middleName);
  return {
    firstName: text(values.firstName),
    middleName: middleName === '' ? undefined : middleName,
    lastName: text(values.lastName),
    gender: text(values.gender),
    citizenship: text(values.citizenship),
    email: text(values.email),
    password: values.password,
    birthday: joinIsoDate(values.birth),
    role,
    school: schoolBody(role, values.school),
  };
}

/** A school's expected graduation year: from 1930 (the contract's floor) to 10 years ahead. */
export function graduationYears(now: Date = new Date()): string[] {
  const last = now.getFullYear() + 10;
  return Array.from({ length: last - 1930 + 1 }, (_, index) => String(last - index));
}

export interface ProfileValues {
  firstName: string;
  middleName: string;
  lastName: string;
  gender: string;
  citizenship: string;
  phoneNumber: string;
  country: string;
  academicRole: string;
  school: SchoolValues;
}

export function profileValuesOf(user: CurrentUser): ProfileValues {
  return {
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    gender: user.gender ?? '',
    citizenship: user.citizenship ?? '',
    phoneNumber: user.phoneNumber ?? '',
    country: user.country ?? '',
    academicRole: user.academicRole === null ? '' : String(user.academicRole),
    school: user.school
      ? {
          country: user.school.country,
          name: user.school.name,
          graduationMonth: String(user.school.graduationMonth),
          graduationYear: String(user.school.graduationYear),
        }
      : EMPTY_SCHOOL,
  };
}

/**
 * POST /api/Users body. Blank optional fields are sent as '' (clear), a school that is no longer
 * wanted as null (remove), so the saved profile is exactly what the form shows.
 */
export function profileBody(values: ProfileValues) {
  const academicRole = numberOrUndefined(values.academicRole) ?? null;
  return {
    firstName: text(values.firstName),
    middleName: text(values.middleName),
    lastName: text(values.lastName),
    gender: text(values.gender),
    citizenship: text(values.citizenship),
    phoneNumber: text(values.phoneNumber),
    country: text(values.country),
    academicRole,
    school: schoolBody(academicRole ?? undefined, values.school) ?? null,
  };
}
