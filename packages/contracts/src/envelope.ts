import { z } from 'zod';

/** Every JSON reply is `{code, msg, data}`; `code` 0 and `msg` "success" on success. */
export const SUCCESS_CODE = 0;
export const SUCCESS_MSG = 'success';

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.literal(SUCCESS_CODE),
    msg: z.string(),
    data,
  });

/** Field-level detail that accompanies a validation failure, for forms to show beside inputs. */
export const ValidationIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssueSchema>;

export const ErrorReplySchema = z.object({
  code: z.union([z.number(), z.string()]),
  msg: z.string(),
  data: z.object({ issues: z.array(ValidationIssueSchema).optional() }).nullable(),
});
export type ErrorReply = z.infer<typeof ErrorReplySchema>;

export interface Envelope<T> {
  code: number | string;
  msg: string;
  data: T;
}
