import { parseArgs } from 'node:util';
import { writeBackup } from './backup/write-backup.ts';
import { prepareLocalEnvironment } from './local/local-environment.ts';

const usage = `npm run backup -- [file]

Writes the event log and the write-side credentials (password and reset-token hashes) of
DATABASE_URL (else the embedded default's database) to a gzip-compressed NDJSON file, readable
by its owner only. Safe beside a running app. Default file: golf-backup-<UTC time>.ndjson.gz.
See docs/backups.md.`;

/** `npm run backup`: the log and the credentials to a file (docs/backups.md). */
async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
  if (values.help) return console.log(usage);
  if (positionals.length > 1) throw new Error(`One file name at most.\n\n${usage}`);
  const file =
    positionals[0] ??
    `golf-backup-${new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z')}.ndjson.gz`;
  const local = await prepareLocalEnvironment(process.env, { redis: false });
  try {
    if (local.env.EVENTSTORE_URL)
      throw new Error(
        'The event log is in EventStoreDB (EVENTSTORE_URL): back it up with EventStoreDB itself, and the credentials with pg_dump --schema=auth (docs/backups.md).',
      );
    const started = performance.now();
    const result = await writeBackup(local.env.DATABASE_URL as string, file);
    const rows = Object.entries(result.rows).map(([table, count]) => `${count} ${table}`);
    console.log(
      `Backed up ${result.events === 1 ? '1 event' : `${result.events} events`} (to position ${result.lastPosition}) and ${rows.join(', ')} to ${file} in ${Math.round(performance.now() - started)} ms.`,
    );
  } finally {
    await local.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
