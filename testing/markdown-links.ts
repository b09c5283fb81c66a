import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import GithubSlugger from 'github-slugger';
import { Lexer, walkTokens, type Token } from 'marked';

/** A link or image target as written in a markdown file, with the line it starts on. */
export interface MarkdownLink {
  href: string;
  line: number;
}

/** A relative link whose file (or heading) is not there. */
export interface BrokenLink {
  /** The markdown file holding the link, relative to the repository. */
  file: string;
  line: number;
  href: string;
  problem: string;
}

/** Folders that hold no documents of ours: installed packages, build output, data, test output. */
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', '.data', '.tsbuild', 'test-results', 'screenshots']);

/** Every markdown file under `root`, as absolute paths in a stable order. */
export function markdownFiles(root: string): string[] {
  const found: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name)) visit(join(folder, entry.name));
      else if (entry.isFile() && entry.name.toLowerCase().endsWith('.md')) found.push(join(folder, entry.name));
    }
  };
  visit(root);
  return found;
}

/** `href` and `src` attributes of raw HTML (`<a href>`, `<img src>`) written in markdown. */
const HTML_TARGET = /\b(?:href|src)\s*=\s*["']([^"']+)["']/gi;

/**
 * The links and images of a markdown document, in document order, as the markdown is read
 * (marked's lexer): reference links resolved, code blocks and code spans left out.
 */
export function linksOf(markdown: string): MarkdownLink[] {
  const hrefs: Array<{ href: string; raw: string }> = [];
  walkTokens(Lexer.lex(markdown), (token) => {
    if (token.type === 'link' || token.type === 'image') hrefs.push({ href: token.href, raw: token.raw });
    if (token.type === 'html') for (const match of token.raw.matchAll(HTML_TARGET)) hrefs.push({ href: match[1]!, raw: match[0] });
  });
  let from = 0;
  return hrefs.map(({ href, raw }) => {
    const at = markdown.indexOf(raw, from);
    if (at >= 0) from = at + raw.length;
    return { href, line: markdown.slice(0, Math.max(at, from)).split('\n').length };
  });
}

/** The text a heading shows, which is what GitHub makes its anchor from (code spans included, markup dropped). */
function shownText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if ('tokens' in token && token.tokens && token.type !== 'image') return shownText(token.tokens);
      if (token.type === 'codespan' || token.type === 'text' || token.type === 'escape') return token.text;
      return '';
    })
    .join('');
}

/** The anchors GitHub gives a document's headings (`## Sharing a game` → `sharing-a-game`; repeats get -1, -2). */
export function headingAnchors(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  walkTokens(Lexer.lex(markdown), (token) => {
    if (token.type === 'heading') anchors.add(slugger.slug(shownText(token.tokens ?? [])));
    if (token.type === 'html') for (const match of token.raw.matchAll(/\b(?:id|name)\s*=\s*["']([^"']+)["']/gi)) anchors.add(match[1]!);
  });
  return anchors;
}

/** A link that leaves the repository for another site or scheme (https:, mailto:), not checked here. */
const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

/**
 * Every relative link of `files` (markdown files under `root`) whose target is not in the
 * repository, or whose `#anchor` names no heading of the markdown file it points to. A link
 * starting with `/` is read from the repository's root, as GitHub reads it.
 */
export function brokenLinks(root: string, files: readonly string[]): BrokenLink[] {
  const anchorsByFile = new Map<string, Set<string>>();
  const anchorsOf = (file: string) => {
    let anchors = anchorsByFile.get(file);
    if (!anchors) anchorsByFile.set(file, (anchors = headingAnchors(readFileSync(file, 'utf8'))));
    return anchors;
  };
  const broken: BrokenLink[] = [];
  for (const file of files) {
    for (const { href, line } of linksOf(readFileSync(file, 'utf8'))) {
      if (isExternal(href)) continue;
      const problem = problemOf(root, file, href, anchorsOf);
      if (problem) broken.push({ file: relative(root, file).split(sep).join('/'), line, href, problem });
    }
  }
  return broken;
}

function problemOf(root: string, file: string, href: string, anchorsOf: (file: string) => Set<string>): string | null {
  const hash = href.indexOf('#');
  const path = (hash < 0 ? href : href.slice(0, hash)).replace(/\?.*$/, '');
  const anchor = hash < 0 ? '' : href.slice(hash + 1);
  let target: string;
  try {
    target = path === '' ? file : resolve(path.startsWith('/') ? root : dirname(file), decodeURI(path.replace(/^\/+/, '')));
  } catch {
    return 'is not a valid address';
  }
  if (target !== root && !target.startsWith(root + sep)) return 'points outside the repository';
  if (!existsSync(target)) return 'names no file or folder';
  if (anchor === '' || !statSync(target).isFile() || extname(target).toLowerCase() !== '.md') return null;
  return anchorsOf(target).has(decodeURIComponent(anchor)) ? null : `names no heading of ${relative(root, target).split(sep).join('/')}`;
}
