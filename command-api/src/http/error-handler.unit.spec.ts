import Fastify, { type FastifyError } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { z as mini } from 'zod/mini';
import { ConnectionError } from 'slonik';
import { ConflictError, ForbiddenError, NotFoundError, RuleViolationError, UnauthorizedError } from '../commands/domain-error.ts';
import { errorHandler } from './error-handler.ts';
import { registerJsonBodyParser } from './json-body.ts';

const app = Fastify({ logger: false });
const logged: unknown[] = [];

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerJsonBodyParser(app);
  app.setErrorHandler((error, request, reply) => {
    request.log.error = ((object: unknown) => void logged.push(object)) as typeof request.log.error;
    return errorHandler(error as FastifyError, request, reply);
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post('/items', { schema: { body: z.object({ name: z.string().min(2, 'Name is too short'), size: z.number() }) } }, async () => ({
    ok: true,
  }));
  typed.get('/items/:id', { schema: { params: z.object({ id: z.string().uuid('Not an id') }) } }, async () => ({ ok: true }));
  // A contract schema (zod/mini) parsed in a handler: its error is not classic zod's ZodError.
  app.post('/parsed', async (request) =>
    mini.object({ name: mini.string().check(mini.minLength(2, 'Name is too short')) }).parse(request.body),
  );
  const errors = {
    401: new UnauthorizedError('Sign in first'),
    403: new ForbiddenError('Not yours'),
    404: new NotFoundError('No such game'),
    409: new ConflictError('Already taken'),
    422: new RuleViolationError('Round already complete'),
  };
  app.get('/domain/:status', async (request) => {
    throw errors[Number((request.params as { status: string }).status) as keyof typeof errors];
  });
  const outages: Record<string, () => Error> = {
    refused: () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    terminated: () =>
      new Error('query failed', {
        cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      }),
    slonik: () => new ConnectionError('timeout exceeded when trying to connect'),
    redis: () =>
      Object.assign(new Error('Reached the max retries per request limit (which is 20).'), { name: 'MaxRetriesPerRequestError' }),
  };
  app.get('/outage/:kind', async (request) => {
    throw outages[(request.params as { kind: string }).kind]!();
  });
  app.get('/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('errorHandler', () => {
  it('answers bad input with 400 naming each field', async () => {
    const response = await app.inject({ method: 'POST', url: '/items', payload: { name: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Name is too short; size: Required',
      errors: [
        { path: 'name', message: 'Name is too short' },
        { path: 'size', message: 'Required' },
      ],
    });
  });

  it('answers a zod/mini schema parsed in a handler with 400 too', async () => {
    const response = await app.inject({ method: 'POST', url: '/parsed', payload: { name: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Name is too short', errors: [{ path: 'name', message: 'Name is too short' }] });
  });

  it('names path parameters too', async () => {
    const response = await app.inject({ method: 'GET', url: '/items/abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'id', message: 'Not an id' }]);
  });

  it('answers malformed and empty JSON with 400', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/items',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON');
    const empty = await app.inject({ method: 'POST', url: '/items', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The request body is empty');
  });

  it('answers a body that is not an object with 400 on "body"', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/items',
      headers: { 'content-type': 'application/json' },
      payload: '"text"',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('body');
  });

  it.each([401, 403, 404, 409, 422])('answers a domain error with its status %i and message', async (status) => {
    const response = await app.inject({ method: 'GET', url: `/domain/${status}` });
    expect(response.statusCode).toBe(status);
    expect(Object.keys(response.json())).toEqual(['message']);
  });

  it('keeps 4xx errors of Fastify itself, e.g. an unsupported content type', async () => {
    const response = await app.inject({ method: 'POST', url: '/items', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBeTruthy();
  });

  it('given PostgreSQL or Redis out of reach, then 503 with Retry-After and a message a player can act on', async () => {
    for (const kind of ['refused', 'terminated', 'slonik', 'redis']) {
      const response = await app.inject({ method: 'GET', url: `/outage/${kind}` });
      expect([kind, response.statusCode, response.headers['retry-after']]).toEqual([kind, 503, '5']);
      expect(response.json()).toEqual({
        message: 'The service is briefly unavailable; your scores are kept on this phone and will be sent',
      });
    }
  });

  it('answers anything else with 500 and a message that reveals nothing, logging the details', async () => {
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
    expect((logged[0] as { err: Error }).err.message).toContain('leaked');
  });
});
