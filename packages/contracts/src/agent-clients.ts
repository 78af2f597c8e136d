import { z } from 'zod';
import { EmailSchema } from './accounts';
import { envelope } from './envelope';
import { NAME_MAX_LENGTH } from './form-values';
import { NAME_PATTERN, PHONE_PATTERN } from './patterns';

/**
 * An agent's saved clients (issue 13 §4): people an agent or sub-agent books for, saved per
 * account and picked on the booking forms. `GET`/`POST /api/AgentClients`,
 * `PUT`/`DELETE /api/AgentClients/{id}` (names of ours: the spec has no such call).
 */

/** Saved clients per agent account (docs/decisions.md). */
export const MAX_AGENT_CLIENTS = 2000;
/** One page of the client list and of a search. */
export const AGENT_CLIENTS_PAGE_SIZE = 50;

const ClientNameSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(NAME_MAX_LENGTH)
  .regex(NAME_PATTERN, 'letters, spaces, hyphens and apostrophes only');

/** What an agent types for a client, on the account page or the booking form. */
export const AgentClientFieldsSchema = z.object({
  firstName: ClientNameSchema,
  lastName: ClientNameSchema,
  email: EmailSchema,
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || PHONE_PATTERN.test(value), { message: 'a phone number' })
    .default(''),
  notes: z.string().trim().max(500).default(''),
});
export type AgentClientFields = z.input<typeof AgentClientFieldsSchema>;

export const AgentClientSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  notes: z.string(),
  updatedAt: z.string(),
});
export type AgentClient = z.infer<typeof AgentClientSchema>;

export const AgentClientListQuerySchema = z.object({
  /** Part of a name, the e-mail or the phone; blank lists everyone. */
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const AgentClientListReplySchema = envelope(
  z.object({ clients: z.array(AgentClientSchema), total: z.number().int(), page: z.number() }),
);
export const AgentClientReplySchema = envelope(AgentClientSchema);
export const AgentClientIdParamsSchema = z.object({ id: z.uuid() });

/**
 * The customer an order is booked for, as the booking calls take it in `bookFor` (kind
 * 'customer'): a saved client by id, or the details typed on the form, optionally saved as a
 * new client. The order keeps a snapshot of the customer's details.
 */
export const BookForCustomerSchema = z.object({
  clientId: z.uuid().optional(),
  details: AgentClientFieldsSchema.omit({ notes: true }).optional(),
  /** Save the typed details as a new client of the booking agent. */
  save: z.boolean().default(false),
});
export type BookForCustomer = z.input<typeof BookForCustomerSchema>;

/** The customer snapshot an order carries and shows. */
export const OrderCustomerSchema = z.object({
  clientId: z.uuid().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type OrderCustomer = z.infer<typeof OrderCustomerSchema>;

/**
 * `bookFor` of every booking call: agents book for themselves, a sub-agent (its user id) or a
 * customer (spec part 1 §6, part 2 §6), the customer picked from their clients or typed.
 */
export const BookForSchema = z.object({
  kind: z.enum(['self', 'subagent', 'customer']),
  subagentId: z.uuid().optional(),
  customer: BookForCustomerSchema.optional(),
});
