import { describe, expect, it } from 'vitest';
import { boardMoments } from './board-moments.ts';
import { holes, momentBoard, type MomentPlayer } from './testing/moments-fixture.ts';

const texts = (
  before: readonly MomentPlayer[],
  after: readonly MomentPlayer[],
  gameType: Parameters<typeof momentBoard>[0] = 'stroke_play',
) => boardMoments(momentBoard(gameType, before), momentBoard(gameType, after)).map((m) => [m.kind, m.title, m.body, m.holeNumber]);

describe('the moments of a game (boardMoments)', () => {
  it('given Ann leading after 1, when Bob birdies 2 and Ann bogeys it, then Bob is the new leader after 2', () => {
    const before = [
      { name: 'Ann', gross: [3] },
      { name: 'Bob', gross: [4] },
    ];
    const after = [
      { name: 'Ann', gross: [3, 5] },
      { name: 'Bob', gross: [4, 3] },
    ];
    expect(texts(before, after)).toEqual([['leader', 'New leader', 'Bob leads at -1 after 2', 2]]);
  });

  it('given Ann leading, when Bob draws level, then Ann and Bob are tied for the lead', () => {
    const before = [
      { name: 'Ann', gross: [3, 4] },
      { name: 'Bob', gross: [4] },
    ];
    const after = [
      { name: 'Ann', gross: [3, 4] },
      { name: 'Bob', gross: [4, 3] },
    ];
    expect(texts(before, after)).toEqual([['leader', 'Tied for the lead', 'Ann and Bob are tied for the lead at -1 after 2', 2]]);
  });

  it('given Ann leading, when a par keeps everything as it was, then no moment', () => {
    const before = [
      { name: 'Ann', gross: [3, 4] },
      { name: 'Bob', gross: [4] },
    ];
    const after = [
      { name: 'Ann', gross: [3, 4] },
      { name: 'Bob', gross: [4, 4] },
    ];
    expect(texts(before, after)).toEqual([]);
  });

  it('given Ann scored the first hole and Bob has not yet, when Bob pars it, then no tie is announced (leaders count once everyone has a score)', () => {
    expect(
      texts(
        [
          { name: 'Ann', gross: [4] },
          { name: 'Bob', gross: [] },
        ],
        [
          { name: 'Ann', gross: [4] },
          { name: 'Bob', gross: [4] },
        ],
      ),
    ).toEqual([]);
  });

  it('given Ann birdied the first and Bob has not scored, when Bob pars it, then Ann is the first leader', () => {
    expect(
      texts(
        [
          { name: 'Ann', gross: [3] },
          { name: 'Bob', gross: [] },
        ],
        [
          { name: 'Ann', gross: [3] },
          { name: 'Bob', gross: [4] },
        ],
      ),
    ).toEqual([['leader', 'New leader', 'Ann leads at -1 after 1', 1]]);
  });

  it('given the first score of the day, then nobody is announced as leader yet', () => {
    expect(
      texts(
        [
          { name: 'Ann', gross: [] },
          { name: 'Bob', gross: [] },
        ],
        [
          { name: 'Ann', gross: [4] },
          { name: 'Bob', gross: [] },
        ],
      ),
    ).toEqual([]);
  });

  it('given a match where Ann is 3 up after 15, when she halves 16, then "Ann wins 3&2"', () => {
    const ann = [3, 3, 2, ...holes(12)];
    const before = [
      { name: 'Ann', gross: ann },
      { name: 'Bob', gross: holes(15) },
    ];
    const after = [
      { name: 'Ann', gross: [...ann, 4] },
      { name: 'Bob', gross: holes(16) },
    ];
    expect(texts(before, after, 'match_play')).toEqual([['match_closed', 'Match over', 'Ann wins 3&2', 16]]);
  });

  it('given a match where Ann is 2 up after 15, when she halves 16, then Ann is dormie', () => {
    const ann = [3, 3, ...holes(13)];
    const before = [
      { name: 'Ann', gross: ann },
      { name: 'Bob', gross: holes(15) },
    ];
    const after = [
      { name: 'Ann', gross: [...ann, 4] },
      { name: 'Bob', gross: holes(16) },
    ];
    expect(texts(before, after, 'match_play')).toEqual([['dormie', 'Dormie', 'Ann is dormie: 2 up with 2 to play', 16]]);
  });

  it('given a skin carried over from 1, when Ann wins 2 outright, then Ann wins 2 skins after the carry-over', () => {
    const before = [
      { name: 'Ann', gross: [4] },
      { name: 'Bob', gross: [4] },
    ];
    const after = [
      { name: 'Ann', gross: [4, 3] },
      { name: 'Bob', gross: [4, 4] },
    ];
    expect(texts(before, after, 'skins')).toContainEqual(['skin_won', 'Skins won', 'Ann wins 2 skins on 2 after the carry-over', 2]);
  });

  it('given no carry-over, when Ann wins a hole, then no skins moment', () => {
    const after = [
      { name: 'Ann', gross: [3] },
      { name: 'Bob', gross: [4] },
    ];
    expect(
      texts(
        [
          { name: 'Ann', gross: [] },
          { name: 'Bob', gross: [] },
        ],
        after,
        'skins',
      ).filter(([kind]) => kind === 'skin_won'),
    ).toEqual([]);
  });

  it('given Ann on the par-3 third, when she scores a 1, then a hole-in-one (and no eagle as well)', () => {
    const before = [
      { name: 'Ann', gross: [4, 4] },
      { name: 'Bob', gross: [4, 4, 3] },
    ];
    const after = [
      { name: 'Ann', gross: [4, 4, 1] },
      { name: 'Bob', gross: [4, 4, 3] },
    ];
    const moments = texts(before, after);
    expect(moments).toContainEqual(['hole_in_one', 'Hole-in-one!', 'Ann has a hole-in-one on 3', 3]);
    expect(moments.filter(([kind]) => kind === 'eagle')).toEqual([]);
  });

  it('given a par 4, when Bob scores a 2, then an eagle', () => {
    const moments = texts(
      [
        { name: 'Ann', gross: [4] },
        { name: 'Bob', gross: [4] },
      ],
      [
        { name: 'Ann', gross: [4, 4] },
        { name: 'Bob', gross: [4, 2] },
      ],
    );
    expect(moments).toContainEqual(['eagle', 'Eagle', 'Bob makes an eagle on 2', 2]);
  });

  it('given a round in play, when it is finished, then the final top three', () => {
    const players = [
      { name: 'Ann', gross: holes(18) },
      { name: 'Bob', gross: [3, ...holes(17)] },
      { name: 'Cy', gross: [5, ...holes(17)] },
      { name: 'Di', gross: [6, ...holes(17)] },
    ];
    const moments = boardMoments(momentBoard('stroke_play', players), momentBoard('stroke_play', players, { finished: true }));
    expect(moments.map((m) => [m.kind, m.title, m.body])).toEqual([
      ['round_finished', 'Saturday: final', '1. Bob even, 2. Ann +1, 3. Cy +2'],
    ]);
  });

  it('given a Nassau game, when the ninth hole is in, then the front nine is settled', () => {
    const before = [
      { name: 'Ann', gross: [3, ...holes(7)] },
      { name: 'Bob', gross: holes(8) },
    ];
    const after = [
      { name: 'Ann', gross: [3, ...holes(8)] },
      { name: 'Bob', gross: holes(9) },
    ];
    const moments = boardMoments(
      momentBoard('stroke_play', before, { isNassau: true }),
      momentBoard('stroke_play', after, { isNassau: true }),
    );
    expect(moments.map((m) => [m.kind, m.title, m.body])).toEqual([['nassau_settled', 'Front 9 settled', 'Ann wins the Front 9 Nassau']]);
  });

  it('given a press on the board that was not there before, then one press moment with its holes and stake, once', () => {
    const players = [
      { name: 'Ann', gross: holes(2) },
      { name: 'Bob', gross: holes(2) },
    ];
    const board = momentBoard('stroke_play', players);
    const press = {
      id: 'front_9@1.3',
      pressOf: 'front_9',
      holes: { from: 3, to: 9 },
      automatic: true,
      complete: false,
      winners: [],
      tied: false,
      stakeCents: 500,
    };
    const moments = boardMoments({ ...board, presses: [] }, { ...board, presses: [press] });
    expect(moments.map((m) => [m.key, m.kind, m.title, m.body])).toEqual([
      ['press_opened:front_9@1.3', 'press_opened', 'Automatic press', 'A press of the Front 9 from hole 3 to 9 for $5.00'],
    ]);
    expect(boardMoments({ ...board, presses: [press] }, { ...board, presses: [press] })).toEqual([]);
  });

  it('given the same change twice, then the moments carry the same keys (what the once-only rule relies on)', () => {
    const before = momentBoard('stroke_play', [
      { name: 'Ann', gross: [4] },
      { name: 'Bob', gross: [4] },
    ]);
    const after = momentBoard('stroke_play', [
      { name: 'Ann', gross: [4, 2] },
      { name: 'Bob', gross: [4, 4] },
    ]);
    expect(boardMoments(before, after).map((m) => m.key)).toEqual(boardMoments(before, after).map((m) => m.key));
  });
});
