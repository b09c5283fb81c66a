/**
 * Installs the service worker that keeps the app shell for offline use (public/sw.js, filled in
 * by the build). Production builds only: in `vite dev` modules are served one by one and change
 * all the time, so there is no shell to keep.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without a service worker the app still works online; nothing to tell the user.
    });
  });
  // A screen's code that a new deploy has replaced cannot load any more: load the new app instead.
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    window.location.reload();
  });
}
