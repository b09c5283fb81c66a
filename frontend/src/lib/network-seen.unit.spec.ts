import { describe, expect, it } from 'vitest';
import { timesARequest } from './network-seen.ts';

const firstVisit = { controlled: false, keptShell: false };
const fromKeptShell = { controlled: true, keptShell: true };
const fromNetworkThroughWorker = { controlled: true, keptShell: false };

describe('whether a page load times a request to the server for the worker', () => {
  it('given a page no worker answered (a first visit), then a request is timed, whatever the browser says', () => {
    expect(timesARequest(firstVisit, { effectiveType: '4g' })).toBe(true);
    expect(timesARequest(firstVisit, { effectiveType: '3g' })).toBe(true);
    expect(timesARequest(firstVisit, undefined)).toBe(true);
  });

  it('given a page the kept shell opened, then a request is timed', () => {
    expect(timesARequest(fromKeptShell, { effectiveType: '4g' })).toBe(true);
    expect(timesARequest(fromKeptShell, undefined)).toBe(true);
  });

  it('given a page the kept shell opened on a connection the browser calls slow, or with Save-Data, then no extra request', () => {
    expect(timesARequest(fromKeptShell, { effectiveType: '3g' })).toBe(false);
    expect(timesARequest(fromKeptShell, { effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('given a page the worker fetched from the network, then none (the worker timed it)', () => {
    expect(timesARequest(fromNetworkThroughWorker, { effectiveType: '4g' })).toBe(false);
  });
});
