import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestHashOf } from './request-hash.ts';

const request = (body: unknown, url = '/api/games/:id/players', params: unknown = { id: 'g1' }) =>
  ({ method: 'POST', url: '/x', routeOptions: { url }, params, query: {}, body }) as unknown as FastifyRequest;

describe('requestHashOf', () => {
  it('given the same request with its fields in another order, then the digest is the same', () => {
    expect(requestHashOf(request({ name: 'Ann', handicap: 4, tees: { a: 1, b: 2 } }))).toBe(
      requestHashOf(request({ tees: { b: 2, a: 1 }, handicap: 4, name: 'Ann' })),
    );
  });

  it('given another body, route or path parameter, then the digest differs', () => {
    const digests = new Set([
      requestHashOf(request({ name: 'Ann' })),
      requestHashOf(request({ name: 'Ben' })),
      requestHashOf(request({ name: 'Ann' }, '/api/games/:id')),
      requestHashOf(request({ name: 'Ann' }, undefined, { id: 'g2' })),
    ]);
    expect(digests.size).toBe(4);
  });

  it('given passwords and tokens, then they are left out of the digest (their routes compare them with a slow hash)', () => {
    const sent = request({ email: 'a@b.co', password: 'hunter22', resetToken: 'abc' });
    expect(requestHashOf(sent)).toBe(requestHashOf(request({ email: 'a@b.co', password: 'other', resetToken: 'xyz' })));
    expect(requestHashOf(sent)).not.toBe(requestHashOf(request({ email: 'a@b.co' })));
  });
});
