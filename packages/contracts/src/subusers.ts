import { z } from 'zod';
import { envelope } from './envelope';

/**
 * Sub-users (spec part 1 §6, §7): an agent (role 1) lists its own sub-agents and sets their
 * disabled and super-user flags. Anyone else signed in gets 403 `noPermission`.
 */
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
  /** ISO 8601, UTC. */
  createdAt: z.iso.datetime(),
});
export type Subuser = z.infer<typeof SubuserSchema>;

export const SubuserListReplySchema = envelope(z.array(SubuserSchema));

export const SubuserIdParamsSchema = z.object({ id: z.uuid() });
export type SubuserIdParams = z.infer<typeof SubuserIdParamsSchema>;

/** `PUT /api/Subusers/{id}`: at least one flag; omitted flags stay as they are. */
export const UpdateSubuserBodySchema = z
  .object({
    disabled: z.boolean().optional(),
    isSuperUser: z.boolean().optional(),
  })
  .refine((body) => body.disabled !== undefined || body.isSuperUser !== undefined, {
    message: 'give disabled or isSuperUser',
  });
export type UpdateSubuserBody = z.infer<typeof UpdateSubuserBodySchema>;

export const SubuserReplySchema = envelope(SubuserSchema);
