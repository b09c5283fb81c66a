import { describe, expect, it } from 'vitest';
import { inSchema } from './read-schema.ts';

describe('inSchema', () => {
  it('names the read tables in another schema, however the SQL names them', () => {
    expect(inSchema(`SELECT * FROM read.games g JOIN "read"."leaderboards" l USING (game_id)`, 'read_rebuild')).toBe(
      `SELECT * FROM read_rebuild.games g JOIN "read_rebuild"."leaderboards" l USING (game_id)`,
    );
    expect(inSchema(`SELECT tablename FROM pg_tables WHERE schemaname = 'read'`, 'read_rebuild')).toBe(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'read_rebuild'`,
    );
  });

  it('leaves words that only end in read, and schema read itself, alone', () => {
    expect(inSchema(`SELECT thread.id, already.x FROM spread.t`, 'read_rebuild')).toBe(`SELECT thread.id, already.x FROM spread.t`);
    expect(inSchema(`SELECT * FROM read.games`, 'read')).toBe(`SELECT * FROM read.games`);
  });
});
