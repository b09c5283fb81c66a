import { beforeEach, describe, expect, it } from 'vitest';
import { minReadPosition, notePosition, resetReadPosition } from './read-position.ts';

beforeEach(resetReadPosition);

describe('read position', () => {
  it('is unknown before any command answered', () => {
    expect(minReadPosition()).toBeNull();
  });

  it('keeps the highest position seen, compared as numbers', () => {
    notePosition({ position: '9' });
    notePosition({ position: '12' });
    notePosition({ position: '10' });
    expect(minReadPosition()).toBe('12');
  });

  it('ignores answers without a valid position', () => {
    notePosition(null);
    notePosition([1, 2]);
    notePosition({ position: 7 });
    notePosition({ position: '-3' });
    notePosition({ message: 'ok' });
    expect(minReadPosition()).toBeNull();
  });
});
