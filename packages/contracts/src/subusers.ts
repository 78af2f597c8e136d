import { z } from 'zod';
import { EmailSchema } from './accounts';
import { envelope } from './envelope';

/**
 * Sub-users (spec part 1 §6, §7): an agent (role 1) lists its own sub-agents, creates them
 * (issue 13 §4) and sets their disabled and super-user flags and their booking limits
 * (LimitCabin, LimitAmount of spec part 1 §5). Anyone else signed in gets 403 `noPermission`.
 */

/**
 * LimitCabin (spec part 1 §5): 0 no limit; otherwise the index of the only cabin offered in
 * the ordered list A, E, P, B, F (A, "all", is never a limit): 1 economy … 4 first.
 */
export const LimitCabinSchema = z.number().int().min(0).max(4);
/** LimitAmount in cents: 0 none; otherwise fares whose single-adult total exceeds it are hidden. */
export const LimitAmountSchema = z.number().int().min(0).max(100_000_000);
export const SubuserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  /** First and last name joined with a space. */
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  accountCode: z.string().nullable(),
  /** Always 2 (sub-agent) today; kept so the client need not assume it. */
  role: z.number().int(),
  disabled: z.boolean(),
  isSuperUser: z.boolean(),
  limitCabin: LimitCabinSchema,
  limitAmount: LimitAmountSchema,
  /** ISO 8601, UTC. */
  createdAt: z.iso.datetime(),
});
export type Subuser = z.infer<typeof SubuserSchema>;

export const SubuserListReplySchema = envelope(z.array(SubuserSchema));

export const SubuserIdParamsSchema = z.object({ id: z.uuid() });
export type SubuserIdParams = z.infer<typeof SubuserIdParamsSchema>;

/** `PUT /api/Subusers/{id}`: at least one field; omitted ones stay as they are. */
export const UpdateSubuserBodySchema = z
  .object({
    disabled: z.boolean().optional(),
    isSuperUser: z.boolean().optional(),
    limitCabin: LimitCabinSchema.optional(),
    limitAmount: LimitAmountSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'give disabled, isSuperUser, limitCabin or limitAmount',
  });
export type UpdateSubuserBody = z.infer<typeof UpdateSubuserBodySchema>;

export const SubuserReplySchema = envelope(SubuserSchema);

/**
 * `POST /api/Subusers`: a new sub-agent of the signed-in agent. It has no password: the
 * welcome mail asks the person to choose one through "Forgot password" (an e-mailed code), so
 * no password ever passes through the agent.
 */
export const CreateSubuserBodySchema = z.object({
  email: EmailSchema,
  firstName: z.string().trim().min(1).max(50),
  lastName: z.string().trim().min(1).max(50),
  limitCabin: LimitCabinSchema.default(0),
  limitAmount: LimitAmountSchema.default(0),
});
export type CreateSubuserBody = z.input<typeof CreateSubuserBodySchema>;
