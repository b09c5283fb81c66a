import { describe, expect, it } from 'vitest';
import { keptCssPicks, pageShape } from './board-page-css.ts';

const row = (name: string, place: number) =>
  `<li class="lb-row" aria-label="${name}, place ${place}"><span class="lb-row__name">${name}</span><b data-sign="1">${place}</b></li>`;

describe("a board page's shape", () => {
  it('given two boards with other names and labels but the same markup, when shaped, then they are alike', () => {
    expect(pageShape(`<ol>${row('Ann', 1)}${row('Bo', 2)}</ol>`)).toBe(pageShape(`<ol>${row('Cy', 1)}${row('Di', 2)}</ol>`));
  });

  it('given one more row, when shaped, then the shapes differ (a rule such as :nth-child may match it alone)', () => {
    expect(pageShape(`<ol>${row('Ann', 1)}</ol>`)).not.toBe(pageShape(`<ol>${row('Ann', 1)}${row('Bo', 2)}</ol>`));
  });

  it('given another class or an attribute the stylesheet matches, when shaped, then the shapes differ', () => {
    expect(pageShape('<li class="lb-row">x</li>')).not.toBe(pageShape('<li class="lb-row lb-row--team">x</li>'));
    expect(pageShape('<b data-sign="1">x</b>')).not.toBe(pageShape('<b data-sign="-1">x</b>'));
  });
});

describe('picks kept by shape', () => {
  it('given a page of a shape picked before, when picked, then the rules kept are answered without picking again', () => {
    const asked: string[] = [];
    const picks = keptCssPicks((html) => {
      asked.push(html);
      return `rules for ${html.length}`;
    });
    const first = picks(`<ol>${row('Ann', 1)}</ol>`);
    expect(picks(`<ol>${row('Bea', 1)}</ol>`)).toBe(first);
    expect(asked).toHaveLength(1);
  });

  it('given more shapes than are kept, when the oldest comes again, then it is picked again', () => {
    let count = 0;
    const picks = keptCssPicks(() => `rules ${++count}`, 2);
    picks('<a>');
    picks('<b>');
    picks('<a>');
    picks('<i>');
    expect(picks('<a>')).toBe('rules 1');
    expect(picks('<b>')).toBe('rules 4');
  });
});
