import { describe, expect, it } from 'vitest';
import { formatHandicap, fullName, initials, menuName, welcomeName } from './display-name.ts';

const ann = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' };
const firstOnly = { firstName: 'Ann', lastName: null, email: 'ann@example.com' };
const nameless = { firstName: null, lastName: '  ', email: 'ann@example.com' };

describe('menuName', () => {
  it('prefers the full name, then the first name, then the e-mail', () => {
    expect(menuName(ann)).toBe('Ann Lee');
    expect(menuName(firstOnly)).toBe('Ann');
    expect(menuName(nameless)).toBe('ann@example.com');
  });
});

describe('welcomeName', () => {
  it('is the first name, else the e-mail', () => {
    expect(welcomeName(ann)).toBe('Ann');
    expect(welcomeName(nameless)).toBe('ann@example.com');
  });
});

describe('fullName', () => {
  it('is null without any name', () => {
    expect(fullName(nameless)).toBeNull();
  });
});

describe('initials', () => {
  it('takes the initials of the names, else the first letter of the e-mail', () => {
    expect(initials(ann)).toBe('AL');
    expect(initials(firstOnly)).toBe('A');
    expect(initials(nameless)).toBe('A');
  });
});

describe('formatHandicap', () => {
  it('shows one decimal, plus golfers with a plus sign, and an unset index as Not set', () => {
    expect(formatHandicap(12)).toBe('12.0');
    expect(formatHandicap(-2.3)).toBe('+2.3');
    expect(formatHandicap(0)).toBe('0.0');
    expect(formatHandicap(null)).toBe('Not set');
  });
});
