import { useEffect, useState } from 'react';

/**
 * Whether the page's fonts have loaded, asked once `loaded` (the content is on the page): Burmese must be laid out in
 * the bundled font before a sheet is measured or printed.
 */
export function useFontsReady(loaded: boolean): boolean {
  const [fontsReady, setFontsReady] = useState(false);
  useEffect(() => {
    if (!loaded) return;
    let cancelled = false;
    void document.fonts.ready.then(() => {
      if (!cancelled) setFontsReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [loaded]);
  return fontsReady;
}
