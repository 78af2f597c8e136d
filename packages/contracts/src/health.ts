import { z } from 'zod';
import { envelope } from './envelope';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export const HealthReplySchema = envelope(HealthSchema);
export type Health = z.infer<typeof HealthSchema>;
