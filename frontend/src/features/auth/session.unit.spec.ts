import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../lib/auth-token.ts';
import { currentUserQueryKey } from '../../lib/current-user-key.ts';
import { knowVisitor } from './session.ts';

/** The part of the browser's localStorage the token uses, in memory. */
function memoryStorage(items: Record<string, string>) {
  return { getItem: (key: string) => items[key] ?? null };
}

const kept = { id: 'u-1', email: 'kept@example.com' };

afterEach(() => vi.unstubAllGlobals());

describe('the user known before the first render', () => {
  describe('given a phone without a token', () => {
    beforeEach(() => vi.stubGlobal('window', { localStorage: memoryStorage({}) }));

    it('when the app starts with nothing kept, then the user is null and needs no answer', () => {
      const queryClient = new QueryClient();
      knowVisitor(queryClient);
      expect(queryClient.getQueryData(currentUserQueryKey)).toBeNull();
      expect(queryClient.getQueryState(currentUserQueryKey)?.status).toBe('success');
    });

    it('when the kept cache brought a user back, then that user stays for the refresh to settle', () => {
      const queryClient = new QueryClient();
      queryClient.setQueryData(currentUserQueryKey, kept);
      knowVisitor(queryClient);
      expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(kept);
    });
  });

  describe('given a phone with a token', () => {
    beforeEach(() => vi.stubGlobal('window', { localStorage: memoryStorage({ [AUTH_TOKEN_KEY]: 'token-1' }) }));

    it('when the app starts, then the user is left to the server to name', () => {
      const queryClient = new QueryClient();
      knowVisitor(queryClient);
      expect(queryClient.getQueryState(currentUserQueryKey)).toBeUndefined();
    });
  });

  describe('given storage the browser refuses', () => {
    beforeEach(() =>
      vi.stubGlobal('window', {
        get localStorage(): never {
          throw new Error('blocked');
        },
      }),
    );

    it('when the app starts, then nobody is signed in, as getUser would answer', () => {
      const queryClient = new QueryClient();
      knowVisitor(queryClient);
      expect(queryClient.getQueryData(currentUserQueryKey)).toBeNull();
    });
  });
});
