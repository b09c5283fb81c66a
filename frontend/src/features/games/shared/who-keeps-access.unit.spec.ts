import { describe, expect, it } from 'vitest';
import { whoKeepsAccess } from './who-keeps-access.ts';

describe('who keeps access after new codes', () => {
  it('given a new viewer link (or all codes), then spectators without an account and TV screens are told they need the new link', () => {
    for (const level of ['viewer', null] as const) {
      expect(whoKeepsAccess(level)).toBe(
        'Everyone who joined with an account keeps their access. Spectators who opened the viewer link without an account, and TV screens, need the new viewer link.',
      );
    }
  });

  it('given a new player or admin link, then everyone who joined keeps it: those codes need an account', () => {
    expect(whoKeepsAccess('player')).toBe('Everyone who already joined keeps their access (they all joined with an account).');
    expect(whoKeepsAccess('admin')).toBe(whoKeepsAccess('player'));
  });
});
