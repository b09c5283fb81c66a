import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhonePage } from './support/browser.ts';

describe('a new deploy: the new service worker takes over and the old shell is deleted', () => {
  const types: Record<string, string> = {
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.html': 'text/html',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
  };
  let workDir: string;
  let browser: Browser;

  afterAll(async () => {
    await browser?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('serves deploy 1, then deploy 2 after one visit, offline too, with only deploy 2’s cache left', async () => {
    const built = 'frontend/dist';
    expect(existsSync(join(built, 'sw.js')), 'the production build (npm run build -w @golf/frontend) has a service worker').toBe(true);
    // Deploy 2: the same build under another version and title, as a changed build would be.
    workDir = mkdtempSync(join(tmpdir(), 'golf-sw-'));
    const [first, second] = [join(workDir, 'deploy-1'), join(workDir, 'deploy-2')];
    cpSync(built, first, { recursive: true });
    cpSync(built, second, { recursive: true });
    const worker = readFileSync(join(second, 'sw.js'), 'utf8');
    const version = /\\"version\\":\\"([0-9a-f]+)\\"/.exec(worker)?.[1];
    expect(version, 'sw.js names its version').toBeTruthy();
    writeFileSync(join(second, 'sw.js'), worker.replace(`\\"version\\":\\"${version}\\"`, '\\"version\\":\\"deploy2\\"'));
    writeFileSync(
      join(second, 'index.html'),
      readFileSync(join(second, 'index.html'), 'utf8').replace('<title>Golf Scorer</title>', '<title>Golf Scorer (deploy 2)</title>'),
    );

    // A static host of the build (no API: the landing page needs none), switched to deploy 2 mid-test.
    let root = first;
    const server = createServer((request, response) => {
      const path = (request.url ?? '/').split('?')[0]!;
      const file = join(root, path);
      const target = path !== '/' && existsSync(file) ? file : join(root, 'index.html');
      response.writeHead(path.startsWith('/api/') ? 404 : 200, {
        'content-type': types[extname(target)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      });
      response.end(path.startsWith('/api/') ? '{"message":"no API here"}' : readFileSync(target));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      browser = await launchBrowser();
      const page = await newPhonePage(browser, { baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
      const shells = () => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('golf-shell-')));
      await page.goto('/');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      expect(await shells()).toEqual([`golf-shell-${version}`]);

      root = second;
      await page.reload();
      expect(await page.title(), 'online, a page load asks the network first').toBe('Golf Scorer (deploy 2)');
      await expect
        .poll(shells, { message: 'the new worker installed its shell and deleted the old one', timeout: 10_000 })
        .toEqual(['golf-shell-deploy2']);
      await page.context().setOffline(true);
      await page.reload();
      expect(await page.title(), 'offline, the new shell is served').toBe('Golf Scorer (deploy 2)');
    } finally {
      server.close();
    }
  });
});
