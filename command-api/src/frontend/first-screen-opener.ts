import { createHash } from 'node:crypto';

/**
 * The first of a viewer link's page's scripts (decision 0850): a few bytes right after the
 * stream's address that open the stream at once, before the live script (some 6 KB compressed,
 * 0.1 s on slow 3G) has arrived, and keep what the stream says until that script takes it
 * (frontend/src/first-screen/live/live-handle.ts names it: `window.golfFirstScreenStream`, the
 * stream and its early `changed` frames).
 */
export const FIRST_SCREEN_OPENER = [
  '(function(){try{',
  "var l=JSON.parse(document.getElementById('first-screen-live').textContent);",
  "if(typeof l.stream=='string'){",
  'var s=new EventSource(l.stream),e=[],k=function(m){e.push(m)};',
  "s.addEventListener('changed',k);",
  "window.golfFirstScreenStream={source:s,early:e,stop:function(){s.removeEventListener('changed',k)}}",
  '}}catch(x){}})()',
].join('');

/** The opener's hash, for the page's Content-Security-Policy. */
export const FIRST_SCREEN_OPENER_HASH = `'sha256-${createHash('sha256').update(FIRST_SCREEN_OPENER).digest('base64')}'`;
