import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greenInRegulation } from './green-in-regulation.ts';

describe('green in regulation (docs/golf-rules.md section 15)', () => {
  it.each([
    { par: 4, strokes: 4, putts: 2, gir: true, why: 'on in 2 on a par 4' },
    { par: 4, strokes: 5, putts: 2, gir: false, why: 'on in 3' },
    { par: 3, strokes: 3, putts: 2, gir: true, why: 'on in 1 on a par 3' },
    { par: 5, strokes: 6, putts: 3, gir: true, why: 'on in 3 on a par 5, three putts' },
    { par: 5, strokes: 5, putts: 1, gir: false, why: 'on in 4 on a par 5' },
    { par: 4, strokes: 2, putts: 0, gir: true, why: 'holed out from the fairway in 2' },
    { par: 4, strokes: 3, putts: 0, gir: false, why: 'chipped in for a birdie after missing the green' },
  ])('given par $par, $strokes strokes and $putts putts ($why), then GIR is $gir', ({ par, strokes, putts, gir }) => {
    expect(greenInRegulation({ par }, strokes, { putts })).toBe(gir);
  });

  it('given no putts and no override, then the hole says nothing: null', () => {
    expect(greenInRegulation({ par: 4 }, 4, {})).toBeNull();
    expect(greenInRegulation({ par: 4 }, 4, { putts: null, fairway: 'hit' })).toBeNull();
  });

  it('given the override, then it wins over the formula both ways', () => {
    // A putt from the fringe: 4 strokes, 3 "putts" reads as on in 1, but the green was missed.
    expect(greenInRegulation({ par: 4 }, 4, { putts: 3, greenInRegulation: false })).toBe(false);
    expect(greenInRegulation({ par: 4 }, 5, { putts: 2, greenInRegulation: true })).toBe(true);
  });

  it('property: without an override, GIR holds exactly when the green was reached in par − 2 strokes or fewer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 6 }), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 5 }), (par, onIn, putts) => {
        expect(greenInRegulation({ par }, onIn + putts, { putts })).toBe(onIn <= par - 2);
      }),
    );
  });
});
