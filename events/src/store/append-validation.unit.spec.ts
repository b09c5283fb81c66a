import { describe, expect, it } from 'vitest';
import {
  toJsonText,
  validateAppend,
  validateCountAll,
  validateLimit,
  validateReadAllFrom,
  validateStreamRead,
} from './append-validation.ts';
import { InvalidAppendError } from './event-store.ts';
import { sampleEvent } from './testing/sample-events.ts';

describe('validateAppend', () => {
  it('accepts a well-formed append', () => {
    expect(() => validateAppend('game-1', [sampleEvent(), sampleEvent()], 'no_stream')).not.toThrow();
    expect(() => validateAppend('game-1', [sampleEvent()], 4n)).not.toThrow();
    expect(() => validateAppend('game-1', [{ ...sampleEvent(), id: sampleEvent().id.toUpperCase() }], 'any')).not.toThrow();
  });

  it.each([
    ['an empty stream name', '', [sampleEvent()], 'any', /non-empty string/],
    ['a reserved stream name', '$all', [sampleEvent()], 'any', /reserved/],
    ['no events', 'game-1', [], 'any', /Nothing to append/],
    ['events that are not an array', 'game-1', 'nope', 'any', /must be an array/],
    ['a null event', 'game-1', [null], 'any', /not an object/],
    ['an id that is not a uuid', 'game-1', [{ ...sampleEvent(), id: '42' }], 'any', /uuid id/],
    ['an empty type', 'game-1', [{ ...sampleEvent(), type: '' }], 'any', /non-empty type/],
    ['a reserved type', 'game-1', [{ ...sampleEvent(), type: '$>' }], 'any', /reserved/],
    ['missing metadata', 'game-1', [{ ...sampleEvent(), metadata: null }], 'any', /metadata/],
    ['a negative revision', 'game-1', [sampleEvent()], -1n, /expectedRevision/],
    ['a number revision', 'game-1', [sampleEvent()], 1, /expectedRevision/],
    ['an unknown revision word', 'game-1', [sampleEvent()], 'stream_exists', /expectedRevision/],
  ])('rejects %s', (_, stream, events, expected, message) => {
    expect(() => validateAppend(stream, events, expected)).toThrow(InvalidAppendError);
    expect(() => validateAppend(stream, events, expected)).toThrow(message);
  });

  it('rejects the same id twice in one append, whatever its case', () => {
    const event = sampleEvent();
    expect(() => validateAppend('game-1', [event, { ...event, id: event.id.toUpperCase() }], 'any')).toThrow(/repeats the id/);
  });
});

describe('read options', () => {
  it('accepts start and non-negative positions, rejects others', () => {
    expect(() => validateReadAllFrom('start')).not.toThrow();
    expect(() => validateReadAllFrom(0n)).not.toThrow();
    expect(() => validateReadAllFrom(-1n)).toThrow(RangeError);
    expect(() => validateReadAllFrom(3)).toThrow(RangeError);
  });

  it('accepts a stream name with no or a non-negative fromRevision, rejects others', () => {
    expect(() => validateStreamRead('game-1', undefined)).not.toThrow();
    expect(() => validateStreamRead('game-1', 0n)).not.toThrow();
    expect(() => validateStreamRead('', undefined)).toThrow(/stream name/);
    expect(() => validateStreamRead('game-1', -1n)).toThrow(/fromRevision must be/);
    expect(() => validateStreamRead('game-1', 2)).toThrow(/fromRevision must be/);
  });

  it('accepts a count between a start and an end position, capped by a positive limit', () => {
    expect(() => validateCountAll('start', 0n, 1)).not.toThrow();
    expect(() => validateCountAll(-1n, 5n, 1)).toThrow(/fromPosition must be/);
    expect(() => validateCountAll(1n, 'end', 1)).toThrow(/toPosition must be/);
    expect(() => validateCountAll(1n, 5n, 0)).toThrow(/limit must be/);
  });

  it('accepts positive integer limits only', () => {
    expect(() => validateLimit('limit', 1)).not.toThrow();
    for (const bad of [0, -3, 1.5, Number.NaN, '10']) expect(() => validateLimit('limit', bad)).toThrow(/limit must be/);
  });
});

describe('toJsonText', () => {
  it('serialises values, and names what cannot be serialised', () => {
    expect(toJsonText([{ a: 1 }, null], 'data')).toBe('[{"a":1},null]');
    expect(toJsonText(undefined, 'data')).toBe('null');
    expect(() => toJsonText([{ big: 1n }], 'Data of game-1')).toThrow(/Data of game-1 cannot be stored as JSON/);
  });
});
