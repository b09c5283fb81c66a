import { describe, expect, it } from 'vitest';
import { networkCheckOf } from './network-seen.ts';

const firstVisit = { controlled: false, keptShell: false, headersMs: 412 };
const fromKeptShell = { controlled: true, keptShell: true, headersMs: 3 };
const fromNetworkThroughWorker = { controlled: true, keptShell: false, headersMs: 18 };

describe('what a page load tells the worker of the network', () => {
  it('given a page no worker answered (a first visit), then its own time to headers is recorded', () => {
    expect(networkCheckOf(firstVisit, { effectiveType: '3g' })).toEqual({ record: 412 });
    expect(networkCheckOf(firstVisit, undefined)).toEqual({ record: 412 });
  });

  it('given a page the kept shell opened, then a request is timed after the load', () => {
    expect(networkCheckOf(fromKeptShell, { effectiveType: '4g' })).toBe('time-a-request');
    expect(networkCheckOf(fromKeptShell, undefined)).toBe('time-a-request');
  });

  it('given a page the kept shell opened on a connection the browser calls slow, or with Save-Data, then no extra request', () => {
    expect(networkCheckOf(fromKeptShell, { effectiveType: '3g' })).toBe('nothing');
    expect(networkCheckOf(fromKeptShell, { effectiveType: '4g', saveData: true })).toBe('nothing');
  });

  it('given a page the worker fetched from the network, then nothing (the worker timed it)', () => {
    expect(networkCheckOf(fromNetworkThroughWorker, { effectiveType: '4g' })).toBe('nothing');
  });
});
