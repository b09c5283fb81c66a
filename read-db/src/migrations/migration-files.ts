import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One numbered SQL file, e.g. `0002_users.sql`: version 2, name `users`. */
export interface MigrationFile {
  version: number;
  name: string;
  fileName: string;
  sql: string;
  /** sha256 of the file, recorded when applied so a later edit of an applied file is caught. */
  checksum: string;
}

const MIGRATION_FILE_NAME = /^(\d{4})_([a-z0-9][a-z0-9_-]*)\.sql$/;

export class MigrationFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MigrationFileError';
  }
}

/**
 * Orders the `.sql` file names of a migrations folder by version. Other files (a README) are
 * ignored; a `.sql` file that is not `NNNN_name.sql`, or two files with one number, is an error.
 */
export function orderMigrationFileNames(fileNames: readonly string[]): Array<{ version: number; name: string; fileName: string }> {
  const migrations = fileNames
    .filter((fileName) => fileName.endsWith('.sql'))
    .map((fileName) => {
      const match = MIGRATION_FILE_NAME.exec(fileName);
      if (!match) {
        throw new MigrationFileError(
          `Migration file "${fileName}" is not named NNNN_name.sql (four digits, an underscore, lower-case name)`,
        );
      }
      return { version: Number(match[1]), name: match[2] as string, fileName };
    })
    .sort((a, b) => a.version - b.version);
  for (let index = 1; index < migrations.length; index += 1) {
    const previous = migrations[index - 1];
    const current = migrations[index];
    if (previous && current && previous.version === current.version) {
      throw new MigrationFileError(`Migrations "${previous.fileName}" and "${current.fileName}" share number ${current.version}`);
    }
  }
  return migrations;
}

export async function loadMigrationFiles(directory: string): Promise<MigrationFile[]> {
  let fileNames: string[];
  try {
    fileNames = await readdir(directory);
  } catch (error) {
    throw new MigrationFileError(`Cannot read migrations folder ${directory}: ${(error as Error).message}`);
  }
  return Promise.all(
    orderMigrationFileNames(fileNames).map(async (migration) => {
      const sql = await readFile(join(directory, migration.fileName), 'utf8');
      return { ...migration, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}
