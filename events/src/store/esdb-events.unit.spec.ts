import { describe, expect, it } from 'vitest';
import { ANY, NO_STREAM, type AllStreamResolvedEvent } from '@eventstore/db-client';
import {
  fromEsdbCurrentRevision,
  fromEsdbEvent,
  isSystemRecord,
  positionAfter,
  toEsdbEventData,
  toEsdbExpectedRevision,
} from './esdb-events.ts';
import { sampleEvent } from './testing/sample-events.ts';

function resolved(overrides: Record<string, unknown> = {}): AllStreamResolvedEvent {
  return {
    event: {
      streamId: 'game-1',
      id: '6f1c2f5e-7a4b-4c3d-9e8f-0a1b2c3d4e5f',
      isJson: true,
      revision: 3n,
      type: 'ScoreEntered',
      created: new Date('2025-06-01T08:00:00Z'),
      data: { hole: 4, strokes: 5 },
      metadata: { userId: null, commandId: 'c' },
      position: { commit: 1200n, prepare: 1200n },
      ...overrides,
    },
  } as AllStreamResolvedEvent;
}

describe('EventStoreDB mapping', () => {
  it('maps expected and actual revisions both ways', () => {
    expect(toEsdbExpectedRevision('no_stream')).toBe(NO_STREAM);
    expect(toEsdbExpectedRevision('any')).toBe(ANY);
    expect(toEsdbExpectedRevision(7n)).toBe(7n);
    expect(fromEsdbCurrentRevision(NO_STREAM)).toBe('no_stream');
    expect(fromEsdbCurrentRevision(2n)).toBe(2n);
  });

  it('sends events as JSON with their own (lower-case) ids', () => {
    const event = { ...sampleEvent('ScoreEntered', { hole: 1 }), id: '6F1C2F5E-7A4B-4C3D-9E8F-0A1B2C3D4E5F' };
    expect(toEsdbEventData(event)).toEqual({
      id: '6f1c2f5e-7a4b-4c3d-9e8f-0a1b2c3d4e5f',
      contentType: 'application/json',
      type: 'ScoreEntered',
      data: { hole: 1 },
      metadata: event.metadata,
    });
  });

  it('turns a stored event into ours, with the commit position as position', () => {
    expect(fromEsdbEvent(resolved())).toEqual({
      id: '6f1c2f5e-7a4b-4c3d-9e8f-0a1b2c3d4e5f',
      type: 'ScoreEntered',
      data: { hole: 4, strokes: 5 },
      metadata: { userId: null, commandId: 'c' },
      stream: 'game-1',
      revision: 3n,
      position: 1200n,
      recordedAt: new Date('2025-06-01T08:00:00Z'),
    });
  });

  it('decodes binary JSON data and falls back to the text', () => {
    const bytes = (text: string) => new Uint8Array(Buffer.from(text));
    expect(fromEsdbEvent(resolved({ isJson: false, data: bytes('{"a":1}') }))!.data).toEqual({ a: 1 });
    expect(fromEsdbEvent(resolved({ isJson: false, data: bytes('plain') }))!.data).toBe('plain');
  });

  it('leaves out system streams, system event types and empty records', () => {
    expect(isSystemRecord({ streamId: '$stats-0.0.0.0:2113', type: '$statsCollected' })).toBe(true);
    expect(isSystemRecord({ streamId: '$ce-game', type: '$>' })).toBe(true);
    expect(isSystemRecord({ streamId: 'game-1', type: '$metadata' })).toBe(true);
    expect(isSystemRecord({ streamId: 'game-1', type: 'ScoreEntered' })).toBe(false);
    expect(fromEsdbEvent(resolved({ type: '$>' }))).toBeUndefined();
    expect(fromEsdbEvent({} as AllStreamResolvedEvent)).toBeUndefined();
  });

  it('refuses an event without a position rather than inventing one', () => {
    expect(() => fromEsdbEvent(resolved({ position: undefined }))).toThrow(/22\.6 or later/);
  });

  it('orders log positions by commit, then prepare', () => {
    expect(positionAfter({ commit: 2n, prepare: 0n }, { commit: 1n, prepare: 9n })).toBe(true);
    expect(positionAfter({ commit: 2n, prepare: 3n }, { commit: 2n, prepare: 2n })).toBe(true);
    expect(positionAfter({ commit: 2n, prepare: 2n }, { commit: 2n, prepare: 2n })).toBe(false);
  });
});
