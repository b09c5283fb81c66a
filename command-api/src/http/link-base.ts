import { networkInterfaces } from 'node:os';

/** The settings links are made from, as config.ts parses them. */
export interface LinkSettings {
  /** The links' base when it is fixed, and their fallback otherwise. */
  PUBLIC_URL: string;
  /** PUBLIC_URL was set: links never follow the request's address. */
  PUBLIC_URL_FIXED: boolean;
  /** Lower-cased hosts (host or host:port) a request's address may give links. */
  ALLOWED_HOSTS: string[];
  PORT: number;
}

const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);

/** This machine's own IP addresses (every interface), as a phone on the same network would type them. */
export function machineAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .flatMap((info) => (info ? [info.address.toLowerCase()] : []));
}

/**
 * The hosts links may name when PUBLIC_URL is unset: ALLOWED_HOSTS when given, else localhost and,
 * listening on every interface, this machine's addresses (else the one HOST it listens on).
 */
export function defaultAllowedHosts(host: string, addresses: () => string[]): string[] {
  const own = WILDCARDS.has(host) ? addresses() : [host.toLowerCase()];
  return [...new Set(['localhost', '127.0.0.1', '::1', ...own])];
}

/** `host` or `[v6]` with an optional port, as a Host header or an ALLOWED_HOSTS entry holds it; null when it is not one. */
function parseHost(text: string): { hostname: string; port: string } | null {
  if (!/^[A-Za-z0-9.:[\]-]+$/.test(text)) return null;
  // A bare IPv6 address (an entry from this machine's interfaces) has no port.
  const bracketed = (text.match(/:/g) ?? []).length > 1 && !text.startsWith('[') ? `[${text}]` : text;
  try {
    const url = new URL(`http://${bracketed}`);
    return { hostname: url.hostname.replace(/^\[|\]$/g, '').toLowerCase(), port: url.port };
  } catch {
    return null;
  }
}

/**
 * The base of the links the app e-mails or hands out for one request: PUBLIC_URL when it is set;
 * otherwise the address this request came to (scheme and Host, as Fastify reads them, forwarded
 * ones only behind TRUST_PROXY) when its host is an allowed one on the app's port (or on the
 * port an ALLOWED_HOSTS entry names); otherwise the default http://localhost:PORT. A Host header
 * is never trusted beyond that list, so a forged one cannot send a reset link elsewhere.
 */
export function linkBaseFor(config: LinkSettings, request: { protocol: string; host: string }): string {
  if (config.PUBLIC_URL_FIXED) return config.PUBLIC_URL;
  const asked = parseHost(request.host);
  if (!asked || (request.protocol !== 'http' && request.protocol !== 'https')) return config.PUBLIC_URL;
  const allowed = config.ALLOWED_HOSTS.some((entry) => {
    const rule = parseHost(entry);
    if (!rule || rule.hostname !== asked.hostname) return false;
    return rule.port ? rule.port === asked.port : asked.port === '' || asked.port === String(config.PORT);
  });
  if (!allowed) return config.PUBLIC_URL;
  const host = asked.hostname.includes(':') ? `[${asked.hostname}]` : asked.hostname;
  return `${request.protocol}://${host}${asked.port ? `:${asked.port}` : ''}`;
}

/** What start-up says about the links: the fixed address, or which addresses links follow. */
export function describeLinks(config: LinkSettings): string {
  if (config.PUBLIC_URL_FIXED) return `E-mailed and shared links use PUBLIC_URL: ${config.PUBLIC_URL}`;
  return (
    `E-mailed and shared links use the address the app is opened at when its host is one of ` +
    `${config.ALLOWED_HOSTS.join(', ')} (port ${config.PORT}), else ${config.PUBLIC_URL}. ` +
    `Set PUBLIC_URL to fix one address, or ALLOWED_HOSTS to choose the hosts.`
  );
}
