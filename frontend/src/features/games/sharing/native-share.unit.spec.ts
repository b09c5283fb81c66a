import { describe, expect, it } from 'vitest';
import { canShareNatively, shareNatively } from './native-share.ts';

const share = { title: 'Saturday Skins', text: 'Follow “Saturday Skins” live.', url: 'https://golf.example/game/g/join?code=VUE234' };

describe('the phone’s share sheet', () => {
  it('given a browser without navigator.share, then there is no Share button', () => {
    expect(canShareNatively(undefined, share.url)).toBe(false);
    expect(canShareNatively({}, share.url)).toBe(false);
  });

  it('given navigator.share, then Share shows unless canShare refuses the link', () => {
    const share = async () => undefined;
    expect(canShareNatively({ share }, 'https://x.example')).toBe(true);
    expect(canShareNatively({ share, canShare: () => true }, 'https://x.example')).toBe(true);
    expect(canShareNatively({ share, canShare: () => false }, 'https://x.example')).toBe(false);
  });

  it('hands the sheet the link and its line of text; a closed sheet is no failure', async () => {
    const sent: unknown[] = [];
    expect(await shareNatively({ share: async (data) => void sent.push(data) }, share)).toBe('shared');
    expect(sent).toEqual([share]);
    const closed = async () => Promise.reject(new DOMException('Share canceled', 'AbortError'));
    expect(await shareNatively({ share: closed }, share)).toBe('cancelled');
    const refused = async () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError'));
    expect(await shareNatively({ share: refused }, share)).toBe('failed');
  });
});
