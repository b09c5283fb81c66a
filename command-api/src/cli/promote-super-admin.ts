import { createEventStore } from '@golf/events/store';
import { createReadPool } from '@golf/read-db';
import { promoteSuperAdmin } from '../auth/changing-roles/promote-super-admin.ts';
import { DomainError } from '../commands/domain-error.ts';
import { ConfigError, loadStoreConfig } from '../config.ts';
import { migrateApiDatabase } from '../start-api.ts';

/**
 * Makes an existing account a super admin:
 *   DATABASE_URL=… npx tsx command-api/src/cli/promote-super-admin.ts someone@example.com
 * (EVENTSTORE_URL too when the log is in EventStoreDB). Exit code 0 on success, 1 when there is
 * no such account or the settings are wrong, 2 on wrong usage.
 */
async function main(args: string[]): Promise<number> {
  const email = args[0]?.trim();
  if (!email || args.length !== 1) {
    console.error('Usage: tsx command-api/src/cli/promote-super-admin.ts <email>');
    return 2;
  }
  let config;
  try {
    config = loadStoreConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const store = await createEventStore({ databaseUrl: config.DATABASE_URL, eventStoreUrl: config.EVENTSTORE_URL });
  const pool = await createReadPool(config.DATABASE_URL, { maximumPoolSize: 2 });
  try {
    await migrateApiDatabase(pool);
    const result = await promoteSuperAdmin({ store, pool }, email, new Date());
    console.log(
      result.changed
        ? `${email} (user ${result.userId}) is now a super admin (position ${result.position}).`
        : `${email} (user ${result.userId}) already was a super admin; nothing changed.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await pool.end();
    await store.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
