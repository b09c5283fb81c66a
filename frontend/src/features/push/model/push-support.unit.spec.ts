import { describe, expect, it } from 'vitest';
import { HOME_SCREEN_NEEDED, NO_PUSH_HERE, pushUnsupportedReason, type PushEnvironment } from './push-support.ts';

const full: PushEnvironment = { notifications: true, serviceWorker: true, pushManager: true, appleMobile: false, standalone: false };

describe('why "Notify me" cannot work in this browser', () => {
  it('given notifications, a service worker and the Push API, then nothing to say', () => {
    expect(pushUnsupportedReason(full)).toBeNull();
    expect(pushUnsupportedReason({ ...full, appleMobile: true, standalone: true })).toBeNull();
  });

  it('given an iPhone in Safari, not from the Home Screen (no Push API), then add the app to the Home Screen', () => {
    expect(pushUnsupportedReason({ ...full, pushManager: false, notifications: false, appleMobile: true })).toBe(HOME_SCREEN_NEEDED);
  });

  it('given notifications allowed but no Push API or no service worker (a private window), then say so and where it works', () => {
    expect(pushUnsupportedReason({ ...full, pushManager: false })).toBe(NO_PUSH_HERE);
    expect(pushUnsupportedReason({ ...full, serviceWorker: false })).toBe(NO_PUSH_HERE);
    expect(NO_PUSH_HERE).toMatch(/private window/);
  });
});
