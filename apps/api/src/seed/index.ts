import type { AppContext } from '../app-context';
import { seedDemoAccounts } from './demo-accounts';
import { seedTourCatalogue } from '../modules/tours/tour-catalogue.seed';

/**
 * Seeds of the embedded default (demo accounts and the like). Each seed is idempotent, so a
 * second `npm start` reuses the data. Never run when NODE_ENV=production.
 */
export type Seed = (ctx: AppContext) => Promise<void>;

const seeds: Seed[] = [seedDemoAccounts, seedTourCatalogue];

export async function runSeeds(ctx: AppContext): Promise<void> {
  if (ctx.env.NODE_ENV === 'production') return;
  for (const seed of seeds) await seed(ctx);
}
