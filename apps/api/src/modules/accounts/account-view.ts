import {
  ACCOUNT_TYPES,
  DEFAULT_COMPANY_CODE,
  ROLE,
  ROLE_VALUES,
  isAgentType,
  type AccountType,
  type Role,
} from '@travel/contracts';
import type { AcademicRole, CurrentUser, Gender } from '@travel/contracts/accounts';
import type { UserRow } from './users.repository';

/**
 * Maps stored users to the spec's reply fields. Column names never leak: the API speaks the
 * spec's names (`LimitAmount`, `userType`, …).
 */

/** An unexpected stored role is treated as the least privileged one. */
export const roleOf = (user: Pick<UserRow, 'role'>): Role =>
  (ROLE_VALUES as readonly number[]).includes(user.role) ? (user.role as Role) : ROLE.customer;

export const displayName = (user: Pick<UserRow, 'firstName' | 'lastName'>): string =>
  [user.firstName, user.lastName].filter((part) => part.trim() !== '').join(' ');

/** Agents and sub-agents carry their own code; everyone else the default company code. */
export const accountCodeOf = (user: Pick<UserRow, 'role' | 'accountCode'>): string =>
  isAgentType(user.role) && user.accountCode ? user.accountCode : DEFAULT_COMPANY_CODE;

const genderOf = (value: string | null): Gender | null =>
  value === 'Male' || value === 'Female' ? value : null;

const academicRoleOf = (value: number | null): AcademicRole | null =>
  value === 1 || value === 2 || value === 3 ? value : null;

const accountTypeOf = (value: string): AccountType =>
  (ACCOUNT_TYPES as readonly string[]).includes(value) ? (value as AccountType) : 'user';

/** The profile part of the Login reply (tokens are added by the session service). */
export function loginProfileOf(user: UserRow) {
  const role = roleOf(user);
  return {
    id: user.id,
    name: displayName(user),
    email: user.email,
    LimitAmount: user.limitAmount,
    LimitCabin: user.limitCabin,
    role,
    userType: role,
    accountCode: accountCodeOf(user),
  };
}

export function currentUserOf(user: UserRow): CurrentUser {
  const role = roleOf(user);
  const hasSchool =
    user.schoolCountry !== null &&
    user.schoolName !== null &&
    user.graduationYear !== null &&
    user.graduationMonth !== null;
  return {
    id: user.id,
    email: user.email,
    userName: user.email,
    name: displayName(user),
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    gender: genderOf(user.gender),
    citizenship: user.citizenship,
    birthday: user.birthday,
    phoneNumber: user.phoneNumber,
    country: user.country,
    role,
    userType: role,
    accountType: accountTypeOf(user.accountType),
    accountCode: accountCodeOf(user),
    LimitAmount: user.limitAmount,
    LimitCabin: user.limitCabin,
    academicRole: academicRoleOf(user.academicRole),
    school: hasSchool
      ? {
          country: user.schoolCountry as string,
          name: user.schoolName as string,
          graduationYear: user.graduationYear as number,
          graduationMonth: user.graduationMonth as number,
        }
      : null,
  };
}
