/**
 * Spec §9: console output is silenced in production builds unless localStorage `active_console` is set (support can
 * turn it on in a user's browser). Warnings and errors always show.
 */
export function silenceConsole(): void {
  if (!import.meta.env.PROD) return;
  try {
    if (localStorage.getItem('active_console')) return;
  } catch {
    // No storage: stay quiet.
  }
  const quiet = () => {};
  console.log = quiet;
  console.info = quiet;
  console.debug = quiet;
}
