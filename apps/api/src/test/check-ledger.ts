import { openDatabase } from '@travel/db';
import { ledgerProblems } from '../lib/payments/ledger-check';

/**
 * `tsx apps/api/src/test/check-ledger.ts <pglite dir>`: the ledger check (issue 12) over every
 * order in a stopped server's embedded database; `npm test` runs it on the browser journeys'
 * database after they end. Exit 1 and the problems when any order does not balance.
 */
async function main(): Promise<number> {
  const dataDir = process.argv[2];
  if (!dataDir) {
    console.error('usage: check-ledger <PGLITE_DIR>');
    return 2;
  }
  const database = await openDatabase({ dataDir });
  // Already migrated by the server that wrote it; a no-op then, and an empty database checks clean.
  await database.migrate();
  try {
    const problems = await ledgerProblems(database.db);
    if (problems.length > 0) {
      console.error(`order ledger out of balance:\n${problems.join('\n')}`);
      return 1;
    }
    console.info('order ledger: every order balances');
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
