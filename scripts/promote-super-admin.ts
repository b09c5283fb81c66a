// The few modules it needs, not the whole API: a command-line tool should start quickly.
import { promoteSuperAdmin } from '../command-api/src/auth/changing-roles/promote-super-admin.ts';
import { DomainError } from '../command-api/src/commands/domain-error.ts';
import { loadStoreConfig } from '../command-api/src/config.ts';
import { migrateApiDatabase } from '../command-api/src/start-api.ts';
import { createEventStore } from '@golf/events/store';
import { createReadPool } from '@golf/read-db';
import { prepareLocalEnvironment } from './local/local-environment.ts';

const usage = `npm run promote-super-admin -- <email>

Makes the existing account with this e-mail a super admin, on DATABASE_URL (EVENTSTORE_URL too
when the log is in EventStoreDB), else on the embedded default's database (found running beside
an \`npm start\`, or started for the moment). The way to make the first super admin, or one whose
confirmation e-mail was lost. Exit code 0 on success, 1 when there is no such account or the
settings are wrong, 2 on wrong usage.`;

/** `npm run promote-super-admin -- <email>`: a super admin by the operator's hand (recorded with client 'cli'). */
async function main(args: string[]): Promise<number> {
  const email = args[0]?.trim();
  if (!email || args.length !== 1 || email.startsWith('-')) {
    console.error(`Usage: ${usage}`);
    return 2;
  }
  const local = await prepareLocalEnvironment(process.env, { redis: false });
  try {
    const config = loadStoreConfig(local.env);
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
      if (!(error instanceof DomainError)) throw error;
      console.error(error.message);
      return 1;
    } finally {
      await pool.end();
      await store.close();
    }
  } finally {
    await local.stop();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
