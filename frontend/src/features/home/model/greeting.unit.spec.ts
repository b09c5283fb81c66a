import { describe, expect, it } from 'vitest';
import { homeGreeting } from './greeting.ts';

describe('the home greeting', () => {
  it('welcomes a new account (no game yet) to Golf Scorer, and someone with games back', () => {
    expect(homeGreeting(0)).toBe('Welcome to Golf Scorer,');
    expect(homeGreeting(3)).toBe('Welcome back,');
    expect(homeGreeting(undefined)).toBe('Welcome,');
  });
});
