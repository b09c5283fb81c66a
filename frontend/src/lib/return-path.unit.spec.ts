import { describe, expect, it } from 'vitest';
import { returnPathOf, signInReturningTo } from './return-path.ts';

describe('the way back after signing in', () => {
  it('given a path of this app, then there; anything else, home', () => {
    expect(returnPathOf('?next=%2Fgame%2Fg1%2Fjoin%3Fcode%3DPLY234')).toBe('/game/g1/join?code=PLY234');
    expect(returnPathOf('')).toBe('/');
    expect(returnPathOf('?next=https%3A%2F%2Fevil.example')).toBe('/');
    expect(returnPathOf('?next=%2F%2Fevil.example')).toBe('/');
    expect(returnPathOf('?next=%2F%5Cevil.example')).toBe('/');
  });

  it('builds the sign-in address that returns to a path', () => {
    expect(signInReturningTo('/game/g1/join?code=PLY234')).toBe('/auth?next=%2Fgame%2Fg1%2Fjoin%3Fcode%3DPLY234');
    expect(returnPathOf(signInReturningTo('/game/g1/join?code=PLY234').slice('/auth'.length))).toBe('/game/g1/join?code=PLY234');
  });

  it('carries an invitation’s address to fill in the form', () => {
    const address = signInReturningTo('/game/g1/join?invite=t.k', 'register', 'eve+golf@example.com');
    expect(address).toBe('/auth?next=%2Fgame%2Fg1%2Fjoin%3Finvite%3Dt.k&email=eve%2Bgolf%40example.com#register');
    expect(new URLSearchParams(address.slice('/auth'.length).split('#')[0]).get('email')).toBe('eve+golf@example.com');
  });
});
