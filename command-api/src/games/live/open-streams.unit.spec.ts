import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { OpenStreams } from './open-streams.ts';

/** A server whose every request waits for `arrived` to be resolved by the test, then is given to `handle`. */
async function serverWith(handle: (response: ServerResponse) => void) {
  const arrivals: Array<() => void> = [];
  const server = http.createServer((_request, response) => {
    arrivals.push(() => handle(response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { server, port, arrivals };
}

function connect(port: number) {
  const request = http.get({ port, host: '127.0.0.1', path: '/' });
  request.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => request.on('close', () => resolve()));
  return { request, closed };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('open live streams', () => {
  const servers: http.Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('cleans up a stream whose client went away before the handler held it, and refuses it', async () => {
    const streams = new OpenStreams();
    let cleanedUp = 0;
    let held: boolean | undefined;
    const { server, port, arrivals } = await serverWith((response) => {
      held = streams.hold(response, () => (cleanedUp += 1));
    });
    servers.push(server);
    const client = connect(port);
    await until(() => arrivals.length === 1);
    // The phone goes away while the handler is still checking access.
    client.request.destroy();
    await client.closed;
    await new Promise((resolve) => setTimeout(resolve, 20));
    arrivals[0]!();
    expect(held).toBe(false);
    expect(cleanedUp).toBe(1);
  });

  it('cleans up once when a held stream closes', async () => {
    const streams = new OpenStreams();
    let cleanedUp = 0;
    const { server, port, arrivals } = await serverWith((response) => {
      if (streams.hold(response, () => (cleanedUp += 1))) response.writeHead(200).flushHeaders();
    });
    servers.push(server);
    const client = connect(port);
    await until(() => arrivals.length === 1);
    arrivals[0]!();
    await new Promise<void>((resolve) => client.request.on('response', () => resolve()));
    expect(cleanedUp).toBe(0);
    client.request.destroy();
    await until(() => cleanedUp > 0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cleanedUp).toBe(1);
  });

  it('ends every held stream when the server closes, and any held afterwards', async () => {
    const streams = new OpenStreams();
    const cleaned: number[] = [];
    const results: boolean[] = [];
    const { server, port, arrivals } = await serverWith((response) => {
      const index = results.length;
      const held = streams.hold(response, () => cleaned.push(index));
      results.push(held);
      if (held) response.writeHead(200).flushHeaders();
    });
    servers.push(server);
    const first = connect(port);
    const second = connect(port);
    await until(() => arrivals.length === 2);
    arrivals[0]!();
    streams.endAll();
    arrivals[1]!();
    await first.closed;
    await second.closed;
    await until(() => cleaned.length === 2);
    expect(results).toEqual([true, false]);
    expect(cleaned.sort()).toEqual([0, 1]);
  });
});
