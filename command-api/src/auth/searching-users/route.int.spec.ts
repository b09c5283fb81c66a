import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForPosition } from '@golf/read-db';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  const me = await api.register({ username: 'searcher', firstName: 'Sam', lastName: 'Searcher', email: 'sam@example.com' });
  token = me.token;
  await api.register({ username: 'jdoe', firstName: 'John', lastName: 'Doe', email: 'john.doe@example.com' });
  await api.register({ username: 'pct_user', firstName: '100%', lastName: 'Under_score', email: 'pct@example.com' });
  let last = '0';
  for (let index = 0; index < 24; index += 1) {
    last = (
      await api.register({ username: `bulk${index}`, firstName: 'Bulk', lastName: `Golfer${index}`, email: `bulk${index}@example.com` })
    ).position;
  }
  expect(await waitForPosition(api.pool, BigInt(last), 10_000)).toBe(true);
});
afterAll(async () => {
  await api?.close();
});

const search = (query: unknown, auth: string | null = token) =>
  api.call('POST', '/api/auth/search-users', { ...(auth ? { token: auth } : {}), body: { query } });

describe('POST /api/auth/search-users', () => {
  it.each([['jdoe'], ['JOHN'], ['John Doe'], ['oh']])(
    'finds John Doe by %j, with his name and handicaps but not his address',
    async (query) => {
      const response = await search(query);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toContainEqual({
        id: expect.any(String),
        firstName: 'John',
        lastName: 'Doe',
        email: null,
        handicap: 10,
        appHandicapIndex: null,
        useAppIndex: false,
      });
      expect(response.body).not.toContain('@');
    },
  );

  it('finds an address only typed whole (any letter case), and answers it only then', async () => {
    for (const part of ['doe@exa', 'john.doe@', '@example.com', 'example.com', 'john.doe@example.co'])
      expect((await search(part)).json(), part).toEqual([]);
    const exact = (await search(' John.Doe@EXAMPLE.com ')).json();
    expect(exact).toEqual([expect.objectContaining({ firstName: 'John', lastName: 'Doe', email: 'john.doe@example.com' })]);
    // A partial query that matches many never carries an address: 20 hits, none of them with one.
    const bulk = (await search('bulk')).json() as { email: string | null }[];
    expect(bulk.map((user) => user.email)).toEqual(Array.from({ length: 20 }, () => null));
  });

  it('includes the searching user and caps the hits at 20', async () => {
    expect((await search('searcher')).json().map((user: { lastName: string }) => user.lastName)).toEqual(['Searcher']);
    expect((await search('bulk')).json()).toHaveLength(20);
  });

  it('treats % and _ literally', async () => {
    expect((await search('0%')).json().map((user: { lastName: string }) => user.lastName)).toEqual(['Under_score']);
    expect((await search('r_s')).json().map((user: { lastName: string }) => user.lastName)).toEqual(['Under_score']);
    expect((await search('b_lk')).json()).toEqual([]);
  });

  it('answers 400 for fewer than 2 characters and 401 without a token', async () => {
    const short = await search('a');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ path: 'query', message: 'Type at least 2 characters to search' }]);
    expect((await search('john', null)).statusCode).toBe(401);
  });
});
