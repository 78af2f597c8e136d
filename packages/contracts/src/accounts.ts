import { z } from 'zod';
import { envelope } from './envelope';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  EMAIL_CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PHONE_PATTERN } from './patterns';
import { ROLE_VALUES } from './roles';

/**
 * Accounts, sign-in and sessions (spec part 1 §3–§7, issue 2 §4). The API routes validate with
 * these schemas and the web forms use the same ones, so both sides reject the same input.
 */

// ---------------------------------------------------------------- building blocks

const name = (max = 50) => z.string().trim().min(1).max(max);

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ pattern: EMAIL_PATTERN }));
export const PasswordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
/** ISO 3166-1 alpha-2 (upper-cased on the way in). */
export const CountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'must be a two-letter country code');
export const GenderSchema = z.enum(['Male', 'Female']);
export type Gender = z.infer<typeof GenderSchema>;

/** YYYY-MM-DD, a real calendar date. */
export const IsoDateSchema = z.iso.date();

/** Date of birth: a real date, not in the future, at most 120 years ago. */
export const BirthdaySchema = IsoDateSchema.refine((value) => {
  const today = new Date().toISOString().slice(0, 10);
  const oldest = `${Number(today.slice(0, 4)) - 120}${today.slice(4)}`;
  return value <= today && value >= oldest;
}, 'must be a date of birth in the past');

/** The registration role radio: 1 Student, 2 Faculty Member, 3 Neither. */
export const ACADEMIC_ROLES = { student: 1, facultyMember: 2, neither: 3 } as const;
export const AcademicRoleSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type AcademicRole = z.infer<typeof AcademicRoleSchema>;
/** Student and Faculty Member must name their school; Neither may. */
export const academicRoleNeedsSchool = (role: number | null | undefined): boolean =>
  role === ACADEMIC_ROLES.student || role === ACADEMIC_ROLES.facultyMember;

export const SchoolSchema = z.object({
  country: CountryCodeSchema,
  name: name(120),
  graduationYear: z.number().int().min(1930).max(2100),
  graduationMonth: z.number().int().min(1).max(12),
});
export type School = z.infer<typeof SchoolSchema>;

/** Numeric roles of spec §6: 0 customer, 1 agent, 2 sub-agent, 3 administrator, 9 super user. */
export const RoleSchema = z.union([
  z.literal(ROLE_VALUES[0]),
  z.literal(ROLE_VALUES[1]),
  z.literal(ROLE_VALUES[2]),
  z.literal(ROLE_VALUES[3]),
  z.literal(ROLE_VALUES[4]),
]);

// ---------------------------------------------------------------- register and sign in

/** POST /api/Account/Register. `school` is required for role 1 and 2, optional for 3. */
export const RegisterBodySchema = z
  .object({
    firstName: name(),
    middleName: z.string().trim().max(50).optional(),
    lastName: name(),
    gender: GenderSchema,
    citizenship: CountryCodeSchema,
    email: EmailSchema,
    password: PasswordSchema,
    birthday: BirthdaySchema,
    role: AcademicRoleSchema,
    school: SchoolSchema.optional(),
  })
  .refine((body) => !academicRoleNeedsSchool(body.role) || body.school !== undefined, {
    path: ['school'],
    message: 'school is required for students and faculty members',
  });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** POST /api/Account/Login. The spec's capitalised field names. */
export const LoginBodySchema = z.object({
  Username: EmailSchema,
  Password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/**
 * The access token of one sign-in; `expiresIn` is its life in seconds. The refresh token is
 * not in any JSON reply (issue 9): it travels only in an HttpOnly cookie (REFRESH_COOKIE_NAME,
 * Path REFRESH_PATH) that page scripts cannot read.
 */
export const AccessTokenSchema = z.object({
  accessToken: z.string(),
  expiresIn: z.literal(ACCESS_TOKEN_TTL_SECONDS),
});
export type AccessToken = z.infer<typeof AccessTokenSchema>;

/**
 * Login reply `data` (also Register and PartnerLogin). `name` is first + last name; a user is
 * signed in when `name` is present (spec §3). `userType` is the role. `accountCode` is the
 * agent's own code for agents and sub-agents, the default company code otherwise.
 */
export const LoginDataSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Highest single-adult fare this user may book, in minor units; 0 means no limit. */
  LimitAmount: z.number().int(),
  /** Index into A, E, P, B, F of the one cabin offered; 0 means no limit. */
  LimitCabin: z.number().int(),
  role: RoleSchema,
  userType: z.number().int(),
  accountCode: z.string(),
  ...AccessTokenSchema.shape,
});
export type LoginData = z.infer<typeof LoginDataSchema>;
export const LoginReplySchema = envelope(LoginDataSchema);

/**
 * POST /api/Account/Refresh: rotates the refresh token of the cookie (no body) and sets the
 * successor cookie. Needs the REFRESH_CSRF_HEADER header and a same-origin request.
 */
export const RefreshDataSchema = AccessTokenSchema;
export type RefreshData = z.infer<typeof RefreshDataSchema>;
export const RefreshReplySchema = envelope(RefreshDataSchema);

/**
 * POST /api/Account/Logout: ends the bearer's sign-in and clears the refresh cookie. The body
 * may be absent; `refreshToken` is still accepted from callers that kept one (the web has none).
 */
export const LogoutBodySchema = z.object({ refreshToken: z.string().max(256).optional() });
export type LogoutBody = z.infer<typeof LogoutBodySchema>;

export const NullReplySchema = envelope(z.null());

// ---------------------------------------------------------------- the signed-in user

/** GET /api/Account/CurrentUser `data`; also the reply of POST /api/Users. */
export const CurrentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  userName: z.string(),
  name: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  gender: GenderSchema.nullable(),
  citizenship: z.string().nullable(),
  birthday: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  country: z.string().nullable(),
  role: RoleSchema,
  userType: z.number().int(),
  accountType: z.enum(['user', 'agent', 'kiv']),
  accountCode: z.string(),
  LimitAmount: z.number().int(),
  LimitCabin: z.number().int(),
  academicRole: AcademicRoleSchema.nullable(),
  school: SchoolSchema.nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;
export const CurrentUserReplySchema = envelope(CurrentUserSchema);

export const PhoneNumberSchema = z.string().trim().regex(PHONE_PATTERN, 'must be a phone number');

/**
 * POST /api/Users: the editable profile. Email and birthday are not editable (date-of-birth
 * changes go through support). For the optional fields, leaving one out keeps the stored value
 * and an empty string or null clears it; `school: null` removes the school.
 */
export const UpdateUserBodySchema = z.object({
  firstName: name(),
  middleName: z.string().trim().max(50).nullish(),
  lastName: name(),
  gender: GenderSchema,
  citizenship: CountryCodeSchema,
  phoneNumber: z.union([z.literal(''), PhoneNumberSchema]).nullish(),
  country: z.union([z.literal(''), CountryCodeSchema]).nullish(),
  academicRole: AcademicRoleSchema.nullish(),
  school: SchoolSchema.nullish(),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;

/** POST /api/Account/ChangePassword. A wrong current password is 400 `passwordIncorrect`. */
export const ChangePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    newPassword: PasswordSchema,
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    path: ['newPassword'],
    message: 'must differ from the current password',
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

// ---------------------------------------------------------------- e-mailed codes and reset

export const CODE_PURPOSES = ['reset', 'contact'] as const;
export const CodePurposeSchema = z.enum(CODE_PURPOSES);
export type CodePurpose = z.infer<typeof CodePurposeSchema>;

/** The e-mailed code: exactly six digits (spec §5 "code format error"). */
export const VERIFICATION_CODE_PATTERN = new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`);
export const VerificationCodeSchema = z
  .string()
  .trim()
  .min(1, 'code required')
  .regex(VERIFICATION_CODE_PATTERN, 'code format error');

/** POST /api/Account/SendMailVerificationCode. */
export const SendCodeBodySchema = z.object({ email: EmailSchema, purpose: CodePurposeSchema });
export type SendCodeBody = z.infer<typeof SendCodeBodySchema>;
export const SendCodeDataSchema = z.object({
  /** Seconds the code stays valid (600). */
  expiresIn: z.number().int(),
  /** Seconds before another code may be sent to the same address (60). */
  resendAfter: z.number().int(),
});
export type SendCodeData = z.infer<typeof SendCodeDataSchema>;
export const SendCodeReplySchema = envelope(SendCodeDataSchema);

/**
 * POST /api/Account/VerifyMailVerificationCode. The server answers a missing code with
 * `codeRequired` and a malformed one with `codeFormatError` (not the generic 1401).
 */
export const VerifyCodeBodySchema = z.object({
  email: EmailSchema,
  code: VerificationCodeSchema,
  purpose: CodePurposeSchema,
});
export type VerifyCodeBody = z.infer<typeof VerifyCodeBodySchema>;
/** `resetToken` only for purpose `reset`: valid 10 minutes, single use. */
export const VerifyCodeDataSchema = z.object({
  verified: z.literal(true),
  resetToken: z.string().optional(),
});
export type VerifyCodeData = z.infer<typeof VerifyCodeDataSchema>;
export const VerifyCodeReplySchema = envelope(VerifyCodeDataSchema);

/** POST /api/Account/ResetPassword: sets the password and ends every sign-in of the user. */
export const ResetPasswordBodySchema = z.object({
  email: EmailSchema,
  resetToken: z.string().min(1).max(256),
  newPassword: PasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

// ---------------------------------------------------------------- partner sign-in

/** GET /api/Account/PartnerUserInfo?source=&openId=&type= */
export const PartnerUserInfoQuerySchema = z.object({
  source: z.string().trim().min(1).max(64),
  openId: z.string().trim().min(1).max(128),
  type: z.string().trim().min(1).max(64),
});
export type PartnerUserInfoQuery = z.infer<typeof PartnerUserInfoQuerySchema>;
/** Reply keys are lower-cased, as the partner directory answers (spec §7). */
export const PartnerUserInfoSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.string(),
  accountcode: z.string().nullable(),
  source: z.string(),
  openid: z.string(),
  type: z.string(),
});
export type PartnerUserInfo = z.infer<typeof PartnerUserInfoSchema>;
export const PartnerUserInfoReplySchema = envelope(PartnerUserInfoSchema);

/** POST /api/Account/PartnerLogin: the `?key=` of a partner link; replies like Login. */
export const PartnerLoginBodySchema = z.object({ key: z.string().trim().min(1).max(200) });
export type PartnerLoginBody = z.infer<typeof PartnerLoginBodySchema>;
