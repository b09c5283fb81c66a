import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS, parsePushServiceHosts, pushEndpointRefusal } from './push-service-hosts.ts';

describe('which push endpoints the server sends to (PUSH_SERVICE_HOSTS)', () => {
  const defaults = DEFAULT_PUSH_SERVICE_HOSTS;

  it('given the defaults, then the browsers’ push services pass', () => {
    expect(pushEndpointRefusal('https://fcm.googleapis.com/fcm/send/abc:def', defaults)).toBeNull();
    expect(pushEndpointRefusal('https://updates.push.services.mozilla.com/wpush/v2/gAAA', defaults)).toBeNull();
    expect(pushEndpointRefusal('https://web.push.apple.com/QGn7', defaults)).toBeNull();
    expect(pushEndpointRefusal('https://wns2-par02p.notify.windows.com/w/?token=x', defaults)).toBeNull();
  });

  it('given an internal or made-up address, then it is refused', () => {
    expect(pushEndpointRefusal('http://fcm.googleapis.com/fcm/send/abc', defaults)).toBe('not_https');
    expect(pushEndpointRefusal('https://169.254.169.254/latest/meta-data', defaults)).toBe('not_push_service');
    expect(pushEndpointRefusal('https://localhost:6379/', defaults)).toBe('not_push_service');
    expect(pushEndpointRefusal('https://fcm.googleapis.com.evil.test/x', defaults)).toBe('not_push_service');
    expect(pushEndpointRefusal('https://push.apple.com/x', defaults)).toBe('not_push_service');
    expect(pushEndpointRefusal('https://fcm.googleapis.com:8443/x', defaults)).toBe('not_push_service');
    expect(pushEndpointRefusal('https://user:pw@fcm.googleapis.com/x', defaults)).toBe('not_plain');
    expect(pushEndpointRefusal('not a url', defaults)).toBe('not_https');
  });

  it('given an endpoint another URL parser would read another way, then it is refused as not plain (decision 0720)', () => {
    for (const endpoint of [
      "https://127.0.0.2'.push.apple.com/x",
      'https://127.0.0.2`.push.apple.com/x',
      'https://127.0.0.2{.push.apple.com/x',
      'https://127.0.0.2}.push.apple.com/x',
      'https://127.0.0.2".push.apple.com/x',
      'https://127.0.0.2;.push.apple.com/x',
      'https://127.0.0.2%27.push.apple.com/x',
      'https://127.0.0.2\\.push.apple.com/x',
      'https:fcm.googleapis.com/x',
      'https:/fcm.googleapis.com/x',
      'HTTPS://FCM.googleapis.com/x',
      'https://fcm.googleapis.com:443/x',
      'https://fcm.googleapis.com',
    ])
      expect(pushEndpointRefusal(endpoint, defaults), endpoint).toBe('not_plain');
  });

  it('given a listed host:port, then that port alone passes', () => {
    const hosts = parsePushServiceHosts(' fcm.googleapis.com, 127.0.0.1:8443 ,');
    expect(hosts).toEqual(['fcm.googleapis.com', '127.0.0.1:8443']);
    expect(pushEndpointRefusal('https://127.0.0.1:8443/push/1', hosts)).toBeNull();
    expect(pushEndpointRefusal('https://127.0.0.1:8444/push/1', hosts)).toBe('not_push_service');
    expect(pushEndpointRefusal('https://127.0.0.1/push/1', hosts)).toBe('not_push_service');
  });

  it('given no setting, then the defaults; given an empty one, then nothing passes', () => {
    expect(parsePushServiceHosts(undefined)).toEqual(defaults);
    expect(pushEndpointRefusal('https://fcm.googleapis.com/x', parsePushServiceHosts(''))).toBe('not_push_service');
  });
});
