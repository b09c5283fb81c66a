/** Init scripts the first-load bench puts in its pages, each recording when the page itself first showed something. */

/**
 * An init script: records (performance.now(), at the next frame) when a visible row of a board
 * first reads each "Thru N", in `window.boardDetailsShown`, whichever draws it (the server's page
 * kept by its live script, or the app). Plain text, not a function: tsx would wrap a function's
 * inner functions in a helper the page does not have.
 */
export const WATCH_BOARD_DETAILS = `(() => {
  const shown = {};
  window.boardDetailsShown = shown;
  let asked = false;
  new MutationObserver(() => {
    if (asked) return;
    asked = true;
    requestAnimationFrame(() => {
      asked = false;
      for (const element of document.querySelectorAll('.lb-row__detail')) {
        const thru = /Thru \\d+$/.exec(element.textContent || '')?.[0];
        if (thru && !(thru in shown) && element.checkVisibility()) shown[thru] = performance.now();
      }
    });
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();`;
/**
 * An init script: records (performance.now(), at the next frame) when the app's own sign-in form
 * (signInUsable: a form under #root with its 'Sign In' button) is first on the page, in
 * `window.signInFormShown`. A first visit only: on a reload (a return visit) it does nothing, so
 * those rows run as before. Plain text, as WATCH_BOARD_DETAILS.
 */
export const WATCH_SIGN_IN_FORM = `(() => {
  if (performance.getEntriesByType('navigation')[0]?.type === 'reload') return;
  const shown = () => {
    for (const button of document.querySelectorAll('#root form button')) {
      if ((button.textContent || '').trim() === 'Sign In') return true;
    }
    return false;
  };
  new MutationObserver((_, observer) => {
    if (!shown()) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.signInFormShown = performance.now(); });
  }).observe(document, { subtree: true, childList: true });
})();`;
/**
 * An init script: records the time (epoch milliseconds) each live stream of the page answered
 * (its EventSource's `open`), in `window.streamsAnswered`, and the time 'Enter Game' was tapped,
 * in the tab's session storage (`enterGameTapped`: the tap may take the tab to another page); with
 * `window.TAP_ONCE_LIVE` set before it, taps it as soon as the board is live.
 * Plain text, as WATCH_BOARD_DETAILS.
 */
export const WATCH_STREAMS = `(() => {
  const answered = [];
  window.streamsAnswered = answered;
  const Native = window.EventSource;
  window.EventSource = class extends Native {
    constructor(url, init) {
      super(url, init);
      this.addEventListener('open', () => answered.push(performance.timeOrigin + performance.now()), { once: true });
    }
  };
  // TAP_ONCE_LIVE: the page taps Enter Game itself at the first frame its board is drawn and its
  // stream has answered, the moment a person could (the bench's own check comes later on a slowed CPU).
  if (window.TAP_ONCE_LIVE && !sessionStorage.getItem('enterGameTapped')) {
    const tap = () => {
      const link = [...document.querySelectorAll('#root a')].find((a) => (a.textContent || '').trim() === 'Enter Game');
      const drawn = document.querySelector('.lb-row .lb-row__name') && document.querySelector('.lb-row .lb-row__figure');
      if (link && drawn && answered.length > 0) link.click();
      else requestAnimationFrame(tap);
    };
    requestAnimationFrame(tap);
  }
  addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (link && (link.textContent || '').trim() === 'Enter Game') sessionStorage.setItem('enterGameTapped', String(performance.timeOrigin + performance.now()));
  }, true);
})();`;
/** The screens a return visit waits for (first-load.ts): the board's first row with its figures, the scoring screen's main button, the app's sign-in form. */
export type ReturnScreen = 'board' | 'scoring' | 'sign-in';
/**
 * An init script for a return visit (a reload, decision 0743): records (performance.now(), at the
 * next frame) when `screen` was first on the page, as the bench's own checks define it
 * (bench-phone.ts: boardShown, scoringUsable, signInUsable), in `window.returnScreenShown`. On a
 * first visit it does nothing. Plain text, as WATCH_BOARD_DETAILS.
 */
export const watchReturnScreen = (screen: ReturnScreen) => `(() => {
  if (performance.getEntriesByType('navigation')[0]?.type !== 'reload') return;
  const screen = ${JSON.stringify(screen)};
  const labelled = (selector, label) =>
    [...document.querySelectorAll(selector)].some((element) => label.test((element.textContent || '').trim()));
  const shown = () => {
    if (screen === 'sign-in') return labelled('#root form button', /^Sign In$/);
    if (screen === 'scoring') return labelled('button', /^(Next Hole|Finish Round|Finish Game)$/);
    const row = document.querySelector('.lb-row');
    return row !== null && row.querySelector('.lb-row__name') !== null &&
      row.querySelector('.lb-row__summary > span[aria-label]') !== null && row.querySelector('.lb-row__figure') !== null;
  };
  new MutationObserver((_, observer) => {
    if (!shown()) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.returnScreenShown = performance.now(); });
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();`;
