import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { CommonQueryMethods } from 'slonik';
import { getLeaderboardView, OVERALL_LEADERBOARD } from '@golf/read-db';
import { gameByCode } from '../games/joining-by-code/route.ts';
import { keptCssPicks } from './board-page-css.ts';
import { FIRST_SCREEN_OPENER, FIRST_SCREEN_OPENER_HASH } from './first-screen-opener.ts';

/** The reads a page inlines, as the app's query keys and their answers (frontend/src/first-screen/first-screen-data.ts). */
export type FirstScreenSeed = Array<[readonly unknown[], unknown]>;

interface ServerEntry {
  renderFirstScreen(url: string, seed: FirstScreenSeed): Promise<string>;
}

const CODE = /^[A-Z0-9]{6}$/;
/** A page's charset, which must come in its first 1,024 bytes: what goes first in the head goes after it. */
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;
const GAME_ID = /^[0-9a-f-]{36}$/i;

/** A viewer link's game: whose live stream the page opens before the app arrives (decision 0560). */
export type FirstScreenViewer = { gameId: string; viewCode: string };

/**
 * The reads a public screen shows a visitor, taken as the API would answer them: a join, TV or
 * leaderboard link's code, and for a viewer code (which opens the board to anyone who holds it, as
 * POST /games/{id}/join does with a spectator's pass) the game's overall leaderboard. A code that
 * opens another game, or nothing, brings nothing (`missed`: a guess that failed): the app says so
 * as it does today. A join or leaderboard link's viewer code also names the game whose live
 * stream the page opens (`viewer`; decisions 0560, 0742).
 */
export async function firstScreenReads(
  db: CommonQueryMethods,
  path: string,
  query: URLSearchParams,
): Promise<{ seed: FirstScreenSeed; viewer: FirstScreenViewer | null; missed: boolean }> {
  const none = { seed: [], viewer: null, missed: false };
  const match = /^\/game\/([^/]+)\/(join|tv|leaderboard)$/.exec(path);
  const gameId = match?.[1] ?? '';
  const code = (query.get('code') ?? '').toUpperCase();
  if (!match || query.has('invite')) return none;
  // A code that opens nothing here (or a game id that cannot be one) is a guess that missed.
  if (!GAME_ID.test(gameId) || !CODE.test(code)) return { ...none, missed: query.has('code') };
  const answer = await gameByCode(db, code);
  if (!answer || answer.game.id !== gameId.toLowerCase()) return { ...none, missed: true };
  const join = match[2] === 'join';
  const seed: FirstScreenSeed = join ? [[['/api/games/by-code', code], answer]] : [];
  if (answer.accessLevel !== 'viewer') return { seed, viewer: null, missed: false };
  const board = await getLeaderboardView(db, answer.game.id, OVERALL_LEADERBOARD, null);
  if (!board?.view) return { seed, viewer: null, missed: false };
  seed.push([['/api/games', gameId, 'leaderboard'], JSON.parse(board.view) as unknown]);
  // The TV view follows the game as the app does (its own pass and stream); a join link and the board's own page open it at once.
  return { seed, viewer: match[2] === 'tv' ? null : { gameId: answer.game.id, viewCode: code }, missed: false };
}

/** The reads of a public screen (see firstScreenReads). */
export async function firstScreenSeed(db: CommonQueryMethods, path: string, query: URLSearchParams): Promise<FirstScreenSeed> {
  return (await firstScreenReads(db, path, query)).seed;
}

/**
 * The first screen's live script (decision 0560) as the build wrote it
 * (assets/first-screen-live-<hash>.js), to inline in a viewer link's page, with the hash a
 * Content-Security-Policy allows it by. Null without it, or when it could not sit in a <script>.
 */
export function firstScreenLiveScript(frontendDist: string): { code: string; cspHash: string } | null {
  const assets = join(frontendDist, 'assets');
  const file = existsSync(assets) ? readdirSync(assets).find((name) => /^first-screen-live-[\w-]+\.js$/.test(name)) : undefined;
  if (!file) return null;
  const code = readFileSync(join(assets, file), 'utf8');
  if (/<\/script|<!--/i.test(code)) return null;
  // Both its own hash and the opener's (decision 0850): the page carries both scripts.
  return { code, cspHash: `'sha256-${createHash('sha256').update(code).digest('base64')}' ${FIRST_SCREEN_OPENER_HASH}` };
}

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The app's stylesheet link, kept in a template: the app adds it once it runs (frontend/src/first-screen/later-stylesheet.ts). */
export const LATER_STYLESHEET_ID = 'app-stylesheet';

/** The sign-in page as drawn for a visitor (no sign-in link's code): the one page sent with its own CSS only. */
export const isPlainSignIn = (url: string) => {
  const [path, search = ''] = url.split('?');
  return path === '/auth' && !new URLSearchParams(search).has('token');
};

/**
 * Picks the rules of `css` that the page `html` uses: its elements' rules (with their states, such
 * as :hover or :focus, and pseudo-elements), the custom properties and @media blocks they need.
 * Null when dropcss is not installed (a worktree not yet `npm install`ed since it came in): the
 * sign-in page then carries the whole stylesheet, as before.
 */
export async function criticalCssPicker(): Promise<((css: string, html: string) => string) | null> {
  const dropcss = await import('dropcss').then(
    (module) => module.default,
    () => null,
  );
  return dropcss ? (css, html) => dropcss({ css, html }).css : null;
}

/**
 * The page of a public screen with that screen already in it (decision 0431): the app's index.html
 * with the server's render of the screen, the reads it shows, and the whole stylesheet in the
 * page (one round trip fewer before anything is drawn on a phone's slow connection). The render
 * is in the app's root, which the app adopts (hydration, frontend/src/main.tsx; decision 0740). The
 * sign-in page carries only the rules its screen uses (some 12 KB less to send and parse before
 * the form; decision 0551) and names the whole stylesheet in a template, which the app adds when
 * it starts. With
 * `preload` (a board's page), the app's scripts and the screen's chunks follow the page; null
 * keeps them in its head. With `live` (a viewer link's join or leaderboard page, decisions 0560 and
 * 0742), the page's head also carries the game's live stream's address with a ticket (and the
 * spectator's pass, for the app) and, inline, the small script that opens it and keeps the drawn
 * board current until the app follows it (`liveScript`: the page's Content-Security-Policy must
 * allow it by its hash); such a page carries only the rules its screen uses, and the script adds
 * the stylesheet (decision 0849).
 * Null when the build has no server entry: the plain index.html is served then.
 */
export async function firstScreenPages(frontendDist: string, log: FastifyBaseLogger) {
  const entryFile = join(dirname(frontendDist), 'dist-server', 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const index = readFileSync(join(frontendDist, 'index.html'), 'utf8');
  const stylesheet = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/.exec(index);
  const css = stylesheet?.[1] ? readFileSync(join(frontendDist, stylesheet[1]), 'utf8') : '';
  const head = `<style>${css}</style>`;
  const withoutLink = stylesheet ? index.replace(stylesheet[0], '') : index;
  // A board's page puts the app's scripts at its end: on a slow connection the page's own bytes
  // come first, and the scripts (not needed to show the board) share the bandwidth only after
  // them. The sign-in page, usable only once the app runs, keeps them first (and its chunks in
  // the `Link` header, as every page had them).
  const scripts = [...index.matchAll(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g)].map((tag) => tag[0]);
  const withHead = withoutLink.replace('</head>', `${head}</head>`);
  const scriptsLast = scripts.reduce((shell, tag) => shell.replace(tag, ''), withHead);
  const picker = await criticalCssPicker();
  const signIn = await signInShell(entry, index, stylesheet?.[0], css, picker, log);
  const boardCss = boardPageCss(
    scripts.reduce((shell, tag) => shell.replace(tag, ''), withoutLink),
    stylesheet?.[0],
    css,
    picker,
    log,
  );
  const liveScript = firstScreenLiveScript(frontendDist);
  const render = async (
    url: string,
    seed: FirstScreenSeed,
    preload: readonly string[] | null,
    live?: { stream: string; pass?: { token: string; code: string } } | null,
    adopt = true,
  ): Promise<string | null> => {
    let html: string;
    try {
      html = await entry.renderFirstScreen(url, seed);
    } catch (error) {
      log.warn({ err: error, url: url.split('?')[0] }, 'the first screen could not be rendered; the plain page is served');
      return null;
    }
    // The render in the app's root, for the app to adopt (hydration, decision 0740); the reads it shows after it.
    const drawn = `<div id="root" data-drawn="${adopt ? 'adopt' : 'replace'}">${html}</div><script type="application/json" id="first-screen-data">${scriptJson(seed)}</script>`;
    // A function, not a string: `$&` or `$'` in a name must not be read as replacement patterns.
    if (preload === null) return (signIn && isPlainSignIn(url) ? signIn : withHead).replace('<div id="root"></div>', () => drawn);
    const preloads = [...scripts.flatMap((tag) => /<link rel="modulepreload"[^>]*href="([^"]+)"/.exec(tag)?.[1] ?? []), ...preload];
    const entryScripts = scripts.filter((tag) => tag.startsWith('<script'));
    // With a live script, the chunks are preloaded by it once its stream is asked for: in the page,
    // the browser would ask for them first and the stream would wait behind them for a connection.
    const inlined = Boolean(live && liveScript);
    const after = [
      ...entryScripts,
      ...(inlined ? [] : preloads.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)),
    ].join('');
    // The live script first in the head: its stream opens before the app's scripts take the phone's connections.
    const liveTags =
      live && liveScript
        ? `<script type="application/json" id="first-screen-live">${scriptJson({ ...live, preload: preloads })}</script><script>${FIRST_SCREEN_OPENER}</script><script>${liveScript.code}</script>`
        : '';
    // A page with the live script carries only its board's rules; the script adds the stylesheet (decision 0849).
    const shell = (inlined && boardCss?.(drawn)) || scriptsLast;
    const headed = CHARSET.test(shell)
      ? shell.replace(CHARSET, (charset) => `${charset}${liveTags}`)
      : shell.replace('<head>', () => `<head>${liveTags}`);
    return headed.replace('<div id="root"></div>', () => `${drawn}${after}`);
  };
  return Object.assign(render, { liveScript });
}

/**
 * A viewer link's board page's shell for its drawn root (decision 0849): the app's head with the
 * rules that page uses (kept by the page's shape, board-page-css.ts) and the stylesheet's link in
 * a template, which the page's live script adds once its stream is asked for. Null without a
 * stylesheet or a picker (the whole stylesheet then), or when a pick fails.
 */
function boardPageCss(
  shell: string,
  link: string | undefined,
  css: string,
  pick: ((css: string, html: string) => string) | null,
  log: FastifyBaseLogger,
): ((drawn: string) => string | null) | null {
  if (!link || !css || !pick) return null;
  const picked = keptCssPicks((drawn) =>
    pick(
      css,
      shell.replace('<div id="root"></div>', () => drawn),
    ),
  );
  const later = `<template id="${LATER_STYLESHEET_ID}">${link}</template>`;
  return (drawn) => {
    try {
      return shell.replace('</head>', () => `<style>${picked(drawn)}</style>${later}</head>`);
    } catch (error) {
      log.warn({ err: error }, "a board page's CSS could not be picked; it carries the whole stylesheet");
      return null;
    }
  };
}

/**
 * The sign-in page's shell: index.html with the sign-in screen's critical CSS in the page and the
 * stylesheet's link in a template (not fetched until the app adds it). Null (the whole stylesheet
 * then) without a stylesheet, or when the screen cannot be drawn.
 */
async function signInShell(
  entry: ServerEntry,
  index: string,
  link: string | undefined,
  css: string,
  pick: ((css: string, html: string) => string) | null,
  log: FastifyBaseLogger,
): Promise<string | null> {
  if (!link || !css) return null;
  if (!pick) {
    log.warn('dropcss is not installed (npm install): the sign-in page carries the whole stylesheet');
    return null;
  }
  try {
    const drawn = await entry.renderFirstScreen('/auth', []);
    const page = index.replace('<div id="root"></div>', () => `<div id="root" data-drawn="adopt">${drawn}</div>`);
    const later = `<template id="${LATER_STYLESHEET_ID}">${link}</template>`;
    return index.replace(link, '').replace('</head>', `<style>${pick(css, page)}</style>${later}</head>`);
  } catch (error) {
    log.warn({ err: error }, "the sign-in screen's CSS could not be picked; its page carries the whole stylesheet");
    return null;
  }
}
