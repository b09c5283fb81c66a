/**
 * Renders the PWA icons (public/icons/*.png) from public/favicon.svg with headless Chromium. Run
 * again after changing the favicon, and commit the PNGs:
 *   npx tsx frontend/scripts/render-pwa-icons.ts
 * "any" icons are the favicon as it is (rounded square, transparent corners). The maskable icon
 * and the Apple touch icon fill the whole square with the brand green (the launcher or iOS cuts
 * the shape) and keep the flag inside the maskable safe zone (the middle 80 %).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const favicon = readFileSync(`${publicDir}favicon.svg`, 'utf8');
const GREEN = '#166534';
/** The favicon's flag and green, without its rounded square: drawn on a full-bleed square. */
const flag = favicon
  .replace(/<svg[^>]*>/, '')
  .replace('</svg>', '')
  .replace(/<rect[^>]*\/>/, '');

/** The flag centred on a full square of brand green, scaled by `scale` around the middle. */
const fullBleed = (scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${GREEN}"/>` +
  `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${flag}</g></svg>`;

const icons: Array<{ file: string; size: number; svg: string }> = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  // The flag spans about 20 of 32 units; at 0.7 it stays well inside the safe circle (radius 12.8).
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.7) },
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed(0.85) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.screenshot({ path: `${publicDir}icons/${file}`, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`wrote public/icons/${file}`);
  }
} finally {
  await browser.close();
}
