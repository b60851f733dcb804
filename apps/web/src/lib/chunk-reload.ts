/**
 * Spec §2: a failed load of a page chunk (usually a deploy replaced the files) reloads the page — once. If the
 * reload fails again within a short while, the error is let through to the route's error page instead of looping.
 */
const storageKey = 'waypost.chunk-reload-at';
const loopGuardMs = 10_000;

export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(storageKey) ?? 0);
    if (Date.now() - last < loopGuardMs) return;
    sessionStorage.setItem(storageKey, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
