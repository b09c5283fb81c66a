import { describe, expect, it } from 'vitest';
import { MigrationFileError, orderMigrationFileNames } from './migration-files.ts';

describe('orderMigrationFileNames', () => {
  it('orders NNNN_name.sql files by number and ignores other files', () => {
    const ordered = orderMigrationFileNames(['0010_games.sql', 'README.md', '0002_users.sql', '0001_projector.sql']);
    expect(ordered).toEqual([
      { version: 1, name: 'projector', fileName: '0001_projector.sql' },
      { version: 2, name: 'users', fileName: '0002_users.sql' },
      { version: 10, name: 'games', fileName: '0010_games.sql' },
    ]);
  });

  it('rejects a .sql file that is not numbered', () => {
    expect(() => orderMigrationFileNames(['users.sql'])).toThrow(MigrationFileError);
    expect(() => orderMigrationFileNames(['12_users.sql'])).toThrow(/NNNN_name\.sql/);
  });

  it('rejects two files with the same number', () => {
    expect(() => orderMigrationFileNames(['0002_users.sql', '0002_games.sql'])).toThrow(/share number 2/);
  });

  it('accepts an empty folder', () => {
    expect(orderMigrationFileNames([])).toEqual([]);
  });
});
