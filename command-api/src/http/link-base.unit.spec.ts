import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { defaultAllowedHosts, describeLinks, linkBaseFor } from './link-base.ts';

const env = { DATABASE_URL: 'postgres://localhost/golf', REDIS_URL: 'redis://localhost:6379', JWT_SECRET: 'x'.repeat(32) };
const lan = () => ['127.0.0.1', '192.168.1.20', 'fe80::1'];

describe('the base of e-mailed links', () => {
  it('given PUBLIC_URL, then every request’s links use it, whatever its Host', () => {
    const config = loadConfig({ ...env, PUBLIC_URL: 'https://golf.example.com/' }, lan);
    expect(linkBaseFor(config, { protocol: 'http', host: '192.168.1.20:3000' })).toBe('https://golf.example.com');
    expect(describeLinks(config)).toBe('E-mailed and shared links use PUBLIC_URL: https://golf.example.com');
  });

  it('given no PUBLIC_URL and listening on every interface, then this machine’s addresses on the app’s port are followed', () => {
    const config = loadConfig(env, lan);
    expect(config.ALLOWED_HOSTS).toEqual(['localhost', '127.0.0.1', '::1', '192.168.1.20', 'fe80::1']);
    expect(linkBaseFor(config, { protocol: 'http', host: '192.168.1.20:3000' })).toBe('http://192.168.1.20:3000');
    expect(linkBaseFor(config, { protocol: 'http', host: '[fe80::1]:3000' })).toBe('http://[fe80::1]:3000');
    expect(linkBaseFor(config, { protocol: 'https', host: 'LOCALHOST' })).toBe('https://localhost');
    expect(describeLinks(config)).toContain('the address the app is opened at when its host is one of localhost');
  });

  it('given a Host that is not allowed, on another port, or malformed, then the default http://localhost:PORT', () => {
    const config = loadConfig(env, lan);
    for (const host of ['evil.example', '192.168.1.20:8080', 'localhost:3000/x', 'a@192.168.1.20', '']) {
      expect(linkBaseFor(config, { protocol: 'http', host }), host).toBe('http://localhost:3000');
    }
  });

  it('given HOST names one interface, then that one and localhost only; ALLOWED_HOSTS replaces the list', () => {
    expect(defaultAllowedHosts('10.0.0.5', lan)).toEqual(['localhost', '127.0.0.1', '::1', '10.0.0.5']);
    const config = loadConfig({ ...env, ALLOWED_HOSTS: ' Golf.Lan , golf.lan:8443 ' }, lan);
    expect(config.ALLOWED_HOSTS).toEqual(['golf.lan', 'golf.lan:8443']);
    expect(linkBaseFor(config, { protocol: 'http', host: 'golf.lan:8443' })).toBe('http://golf.lan:8443');
    expect(linkBaseFor(config, { protocol: 'http', host: '192.168.1.20:3000' })).toBe('http://localhost:3000');
  });
});
