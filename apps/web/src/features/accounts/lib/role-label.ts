import { ROLE } from '@travel/contracts/roles';

/** Translation key of a numeric role (spec part 1 §6) for the account badge. */
export function roleLabelKey(role: number): string {
  switch (role) {
    case ROLE.agent:
      return 'roles.names.agent';
    case ROLE.subagent:
      return 'roles.names.subagent';
    case ROLE.administrator:
      return 'roles.names.administrator';
    case ROLE.superUser:
      return 'roles.names.superUser';
    default:
      return 'roles.names.customer';
  }
}
