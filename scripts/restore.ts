import { parseArgs } from 'node:util';
import { restoreBackup } from './backup/restore-backup.ts';
import { prepareLocalEnvironment } from './local/local-environment.ts';

const usage = `npm run restore -- <file>

Loads a file made by npm run backup into the EMPTY database at DATABASE_URL (else the embedded
default's, which is empty only on a fresh .data/pg), then rebuilds the read tables from the
restored log. Refuses a database that holds events or accounts, and a file that is not a backup
or is damaged, changing nothing. Stop the app first. See docs/backups.md.`;

/** `npm run restore`: a backup file into an empty database, then the read tables rebuilt (docs/backups.md). */
async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
  if (values.help) return console.log(usage);
  if (positionals.length !== 1) throw new Error(`Name the backup file to restore.\n\n${usage}`);
  const local = await prepareLocalEnvironment(process.env, { redis: false });
  try {
    if (local.env.EVENTSTORE_URL)
      throw new Error(
        'EVENTSTORE_URL is set: restore an EventStoreDB log with EventStoreDB itself (docs/backups.md); this restores into PostgreSQL.',
      );
    const result = await restoreBackup(local.env.DATABASE_URL as string, positionals[0]!);
    const rows = Object.entries(result.rows).map(([table, count]) => `${count} ${table}`);
    console.log(
      `Restored ${result.events === 1 ? '1 event' : `${result.events} events`} and ${rows.join(', ')}; rebuilt the read tables from ${result.rebuild.events} events in ${result.rebuild.ms} ms.`,
    );
  } finally {
    await local.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
