import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { CreateGameBody, EnterScoreBody, GameView, LeaderboardView, ScoreHistoryResponse } from '@golf/contracts';
import { compiledSerializerCompiler, compiledValidatorCompiler, parsesAsItEncodes } from './compiled-schemas.ts';
import { errorHandler } from './error-handler.ts';

const Item = z.object({ name: z.string().check(z.minLength(2, 'Name is too short')), size: z.number().check(z.int()) });
const app = Fastify({ logger: false });
const answers: Record<string, unknown> = {
  extra: { name: 'Cap', size: 3, secret: 'left out' },
  wrong: { name: 'Cap', size: 'large' },
};

beforeAll(async () => {
  app.setValidatorCompiler(compiledValidatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);
  app.setErrorHandler(errorHandler);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post('/items', { schema: { body: Item, response: { 200: Item } } }, async (request) => request.body);
  typed.get('/answers/:kind', { schema: { params: z.object({ kind: z.string() }), response: { 200: Item } } }, async (request) => {
    return answers[request.params.kind] as z.infer<typeof Item>;
  });
  typed.post('/scores', { schema: { body: EnterScoreBody } }, async (request) => request.body);
  await app.ready();
});
afterAll(() => app.close());

describe('route schemas compiled once, when the route is registered', () => {
  it('given good input, then the compiled validator answers what the schema parses to', async () => {
    const body = { playerId: '0b6f7c1e-9d2a-4c3b-8e5f-1a2b3c4d5e6f', roundNumber: 1, holeNumber: 7, strokes: 5 };
    const response = await app.inject({ method: 'POST', url: '/scores', payload: body });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(EnterScoreBody.parse(body));
  });

  it('given bad input, then the errors are the schema’s own', async () => {
    const response = await app.inject({ method: 'POST', url: '/items', payload: { name: 'x', size: 1.5 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'name', message: 'Name is too short' },
      { path: 'size', message: 'Expected integer, received float' },
    ]);
  });

  it('given an answer with keys the schema does not name, then they are left out', async () => {
    const response = await app.inject({ method: 'GET', url: '/answers/extra' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"name":"Cap","size":3}');
  });

  it('given an answer that does not match its schema, then 500, as when it was encoded', async () => {
    const response = await app.inject({ method: 'GET', url: '/answers/wrong' });
    expect(response.statusCode).toBe(500);
  });

  it('tells the schemas that parse as they encode from those with transforms or defaults, which are encoded as before', () => {
    expect(parsesAsItEncodes(ScoreHistoryResponse)).toBe(true);
    expect(parsesAsItEncodes(GameView)).toBe(true);
    expect(parsesAsItEncodes(LeaderboardView)).toBe(false);
    expect(parsesAsItEncodes(CreateGameBody)).toBe(false);
    expect(parsesAsItEncodes(z.object({ name: z.string().check(z.trim()) }))).toBe(false);
  });
});
