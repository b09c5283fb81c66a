import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * `docker compose up` publishes one address to the world: the proxy. EventStoreDB runs insecure
 * (no TLS, no users) and Mailpit shows every e-mail sent, reset links included, so they are
 * reached over the compose network or, for an operator, on this machine's loopback only.
 */
type Service = { ports?: (string | { published?: string | number; host_ip?: string })[] };
const compose = parse(readFileSync(new URL('../docker-compose.yml', import.meta.url), 'utf8')) as { services: Record<string, Service> };

/** The host address a published port is bound to ('' when on every interface). */
function hostAddress(port: string | { host_ip?: string }): string {
  if (typeof port !== 'string') return port.host_ip ?? '';
  const parts = port.split(':');
  return parts.length >= 3 ? parts.slice(0, -2).join(':') : '';
}

describe('docker-compose.yml', () => {
  it('publishes only the proxy on every interface', () => {
    const open = Object.entries(compose.services).flatMap(([name, service]) =>
      (service.ports ?? []).filter((port) => !['127.0.0.1', '[::1]', '::1'].includes(hostAddress(port))).map(() => name),
    );
    expect(open).toEqual(['proxy']);
  });

  it('keeps EventStoreDB and Mailpit on the loopback at most', () => {
    for (const name of ['eventstore', 'mailpit'])
      for (const port of compose.services[name]?.ports ?? [])
        expect(hostAddress(port), `${name}: ${JSON.stringify(port)}`).toBe('127.0.0.1');
  });
});
