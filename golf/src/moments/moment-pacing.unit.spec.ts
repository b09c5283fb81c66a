import { describe, expect, it } from 'vitest';
import { paceMoments } from './moment-pacing.ts';
import type { Moment, MomentKind } from './moment-types.ts';

const moment = (kind: MomentKind, key: string, body = key, holeNumber = 5): Moment => ({
  key,
  kind,
  gameId: 'g1',
  title: kind === 'eagle' ? 'Eagle' : 'New leader',
  body,
  roundNumber: 1,
  holeNumber,
});
const now = new Date('2026-11-27T10:00:00Z');
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000).toISOString();

describe('pacing a game’s moments (paceMoments)', () => {
  it('given nothing sent, when one moment comes, then it is sent as it is', () => {
    const paced = paceMoments([moment('eagle', 'eagle:a', 'Ann makes an eagle on 5')], [], now);
    expect(paced).toEqual({
      send: [
        { kind: 'eagle', gameId: 'g1', title: 'Eagle', body: 'Ann makes an eagle on 5', roundNumber: 1, holeNumber: 5, keys: ['eagle:a'] },
      ],
      held: [],
    });
  });

  it('given a moment already sent, when it comes again, then it is not sent again (once only)', () => {
    const paced = paceMoments([moment('eagle', 'eagle:a')], [{ key: 'eagle:a', kind: 'eagle', sentAt: secondsAgo(600) }], now);
    expect(paced).toEqual({ send: [], held: [] });
  });

  it('given the same moment twice in one change, then it is sent once', () => {
    expect(paceMoments([moment('eagle', 'eagle:a'), moment('eagle', 'eagle:a')], [], now).send[0]?.keys).toEqual(['eagle:a']);
  });

  it('given two eagles that come together, then one notification carries both', () => {
    const paced = paceMoments(
      [moment('eagle', 'eagle:a', 'Ann makes an eagle on 5'), moment('eagle', 'eagle:b', 'Bob makes an eagle on 7', 7)],
      [],
      now,
    );
    expect(paced.send).toEqual([
      {
        kind: 'eagle',
        gameId: 'g1',
        title: 'Eagle (2)',
        body: 'Ann makes an eagle on 5; Bob makes an eagle on 7',
        roundNumber: 1,
        holeNumber: 7,
        keys: ['eagle:a', 'eagle:b'],
      },
    ]);
  });

  it('given two lead changes that come together, then only the latest lead is told, both keys spent', () => {
    const paced = paceMoments([moment('leader', 'leader:a', 'Ann leads'), moment('leader', 'leader:b', 'Bob leads')], [], now);
    expect(paced.send.map((n) => [n.body, n.keys])).toEqual([['Bob leads', ['leader:a', 'leader:b']]]);
  });

  it('given a leader told 30 s ago, when the lead changes again, then it waits; an eagle of the same moment goes', () => {
    const paced = paceMoments(
      [moment('leader', 'leader:b', 'Bob leads'), moment('eagle', 'eagle:b')],
      [{ key: 'leader:a', kind: 'leader', sentAt: secondsAgo(30) }],
      now,
    );
    expect(paced.send.map((n) => n.kind)).toEqual(['eagle']);
    expect(paced.held.map((m) => m.key)).toEqual(['leader:b']);
  });

  it('given a leader told 61 s ago, when the lead changes again, then it is sent', () => {
    const paced = paceMoments([moment('leader', 'leader:b')], [{ key: 'leader:a', kind: 'leader', sentAt: secondsAgo(61) }], now);
    expect(paced.send.map((n) => n.keys)).toEqual([['leader:b']]);
    expect(paced.held).toEqual([]);
  });
});
