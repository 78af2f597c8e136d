import { eq } from 'drizzle-orm';
import { serverSecrets, type Database } from '@travel/db';
import { randomSecret, type Config, type Env } from '../plugins/env';

const JWT_SECRET_NAME = 'jwt-secret';

/**
 * The named secret kept in the database, generated (32 random bytes) the first time it is
 * asked for. Several processes starting together on one PostgreSQL all end up with the first
 * one written: each inserts its own candidate, the primary key keeps one, and all read it back.
 */
export async function storedSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomSecret() })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} could not be stored`);
  return row.value;
}

/**
 * The configuration with its signing secret: JWT_SECRET when given (always in production, where
 * loadConfig requires it), otherwise the one generated on first start and kept with the data,
 * so a restart keeps everyone signed in and a token signed with any other key is refused.
 */
export async function withJwtSecret(config: Config, db: Database): Promise<Env> {
  const secret = config.JWT_SECRET ?? (await storedSecret(db, JWT_SECRET_NAME));
  return { ...config, JWT_SECRET: secret };
}
