/**
 * Roles and their predicates (spec part 1 §6), shared by the server's checks and the web's
 * menus so that both always agree.
 */
export const ROLE = {
  customer: 0,
  agent: 1,
  subagent: 2,
  administrator: 3,
  superUser: 9,
} as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];
export const ROLE_VALUES = [0, 1, 2, 3, 9] as const;

/** Named roles as the spec lists them; `partner` is the partner-linked type. */
export type NamedRole = 'member' | 'agent' | 'subagent' | 'tourist' | 'partner';
export const ACCOUNT_TYPES = ['user', 'agent', 'kiv'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const AGENT_CODE_PREFIXES = ['AG', 'AGT', 'BM', 'RM'] as const;

/** User type sent with anonymous requests (spec §6: tourist, code 3). */
export const TOURIST_USER_TYPE = 3;
export const ANONYMOUS_USER_ID = '00000000-0000-0000-0000-000000000000';
export const DEFAULT_COMPANY_CODE = 'TRAVELOUTLET';
export const SOURCE_TAG = 'traveloutlet';

export const isAdminLike = (role: number | null | undefined): boolean =>
  role === ROLE.administrator || role === ROLE.superUser;
export const isCustomerUser = (role: number | null | undefined): boolean =>
  role === ROLE.customer || role === ROLE.superUser;
export const isAgentType = (role: number | null | undefined): boolean =>
  role === ROLE.agent || role === ROLE.subagent;
export const isSubAgent = (role: number | null | undefined): boolean => role === ROLE.subagent;

export const roleName = (role: number | null | undefined): NamedRole => {
  if (role === undefined || role === null) return 'tourist';
  if (role === ROLE.agent) return 'agent';
  if (role === ROLE.subagent) return 'subagent';
  return 'member';
};

/**
 * Partner sign-in (spec §6): an agent-like partner role maps to agent or subagent,
 * anything else maps to agent.
 */
export const partnerRoleFor = (partnerRole: string | number | null | undefined): Role => {
  const value = String(partnerRole ?? '').toLowerCase();
  if (value === 'subagent' || value === String(ROLE.subagent)) return ROLE.subagent;
  return ROLE.agent;
};
