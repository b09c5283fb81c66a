import { describe, expect, it } from 'vitest';
import { navigationRule, NETWORK_WAIT_MS, QUICK_NETWORK_MS } from './navigation-rule.ts';

const good = { effectiveType: '4g' };

describe('how the service worker answers a page load', () => {
  it('given the network last seen quick and the browser saying 4g, then network first', () => {
    expect(navigationRule(good, 8)).toBe('network-first');
    expect(navigationRule(good, QUICK_NETWORK_MS - 1)).toBe('network-first');
  });

  it('given a browser without a connection estimate and the network last seen quick, then network first', () => {
    expect(navigationRule(undefined, 40)).toBe('network-first');
    expect(navigationRule({}, 40)).toBe('network-first');
  });

  it('given the network last seen slow, failing or never, then the kept shell at once', () => {
    expect(navigationRule(good, QUICK_NETWORK_MS)).toBe('cache-first');
    expect(navigationRule(good, 420)).toBe('cache-first');
    expect(navigationRule(good, Number.POSITIVE_INFINITY)).toBe('cache-first');
    expect(navigationRule(good, undefined)).toBe('cache-first');
    expect(navigationRule(undefined, undefined)).toBe('cache-first');
  });

  it('given the browser saying the connection is slow (slow 3G reads 3g) or asking to save data, then the kept shell at once, however quick the network was seen', () => {
    expect(navigationRule({ effectiveType: '3g' }, 5)).toBe('cache-first');
    expect(navigationRule({ effectiveType: '2g' }, 5)).toBe('cache-first');
    expect(navigationRule({ effectiveType: 'slow-2g' }, 5)).toBe('cache-first');
    expect(navigationRule({ effectiveType: '4g', saveData: true }, 5)).toBe('cache-first');
  });

  it('waits for a network as quick as it was seen with room to spare', () => {
    expect(NETWORK_WAIT_MS).toBeGreaterThan(QUICK_NETWORK_MS);
  });
});
