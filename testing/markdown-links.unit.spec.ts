import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenLinks, headingAnchors, linksOf, markdownFiles } from './markdown-links.ts';

const repository = resolve(import.meta.dirname, '..');

describe("the repository's documents", () => {
  const files = markdownFiles(repository);

  it('are found everywhere markdown is kept: the README, docs/ and the notes beside the code', () => {
    const names = files.map((file) => file.slice(repository.length + 1));
    expect(names).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/decisions/README.md']));
    expect(names.some((name) => name.endsWith('/SOURCES.md'))).toBe(true);
    expect(names.some((name) => name.includes('node_modules'))).toBe(false);
  });

  // Reads and parses every document (some 350 decisions among them): half a second on an idle machine, over 10 s beside a busy test run.
  it(
    'have every relative link and anchor resolve to a file in the repository (and a heading, where one is named)',
    { timeout: 60_000 },
    () => {
      const checked = files.flatMap((file) => linksOf(readFileSync(file, 'utf8')));
      expect(checked.length).toBeGreaterThan(200);
      expect(brokenLinks(repository, files)).toEqual([]);
    },
  );
});

describe('the link check', () => {
  const root = mkdtempSync(join(tmpdir(), 'markdown-links-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  write(
    'docs/guide.md',
    [
      '# Guide',
      '## Sharing a `game` (by link)',
      '## Notes',
      '## Notes',
      'See [the other](other.md), [its part](other.md#the-part), [a folder](../code/) and [here](#notes-1).',
      'Broken: [gone](gone.md), [no part](other.md#no-such-part), [no note](#notes-2), ![missing](screens/missing.png).',
      'Not checked: [a site](https://example.com/x.md), [mail](mailto:a@b.c), `[code](span.md)`.',
      '```md',
      '[in a code block](block.md)',
      '```',
      'Outside: [shared](../../shared/notes.md). Rooted: [readme](/README.md), [rooted gone](/nope.md).',
      '[ref]: other.md#the-part',
      'By reference: [the part][ref]. Raw HTML: <img src="screens/none.png" alt="">.',
    ].join('\n'),
  );
  write('docs/other.md', '# Other\n\n## The part\n');
  write('code/index.ts', '');
  write('README.md', '# Readme\n');

  it('names each broken link with its file, line and what is wrong, and passes the rest', () => {
    expect(brokenLinks(root, markdownFiles(root))).toEqual([
      { file: 'docs/guide.md', line: 6, href: 'gone.md', problem: 'names no file or folder' },
      { file: 'docs/guide.md', line: 6, href: 'other.md#no-such-part', problem: 'names no heading of docs/other.md' },
      { file: 'docs/guide.md', line: 6, href: '#notes-2', problem: 'names no heading of docs/guide.md' },
      { file: 'docs/guide.md', line: 6, href: 'screens/missing.png', problem: 'names no file or folder' },
      { file: 'docs/guide.md', line: 11, href: '../../shared/notes.md', problem: 'points outside the repository' },
      { file: 'docs/guide.md', line: 11, href: '/nope.md', problem: 'names no file or folder' },
      { file: 'docs/guide.md', line: 13, href: 'screens/none.png', problem: 'names no file or folder' },
    ]);
  });

  it('makes anchors as GitHub does: code spans kept, punctuation dropped, repeats numbered', () => {
    expect([...headingAnchors(readFileSync(join(root, 'docs/guide.md'), 'utf8'))]).toEqual([
      'guide',
      'sharing-a-game-by-link',
      'notes',
      'notes-1',
    ]);
  });
});
