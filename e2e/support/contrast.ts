import type { Locator } from '@playwright/test';

/** The WCAG contrast ratio of an element's text against what is painted behind it (its own and its ancestors'). */
export function contrastOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const parts = (/rgba?\(([^)]+)\)/.exec(value)?.[1] ?? '0, 0, 0, 0').split(/[\s,/]+/).filter(Boolean);
      return [Number(parts[0]), Number(parts[1]), Number(parts[2]), parts[3] === undefined ? 1 : Number(parts[3])];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => [
      top[0] * top[3] + bottom[0] * (1 - top[3]),
      top[1] * top[3] + bottom[1] * (1 - top[3]),
      top[2] * top[3] + bottom[2] * (1 - top[3]),
      1,
    ];
    const layers: Rgba[] = [];
    for (let current: Element | null = node; current; current = current.parentElement) {
      const colour = parse(getComputedStyle(current).backgroundColor);
      if (colour[3] > 0) layers.unshift(colour);
      if (colour[3] >= 1) break;
    }
    const background = layers.reduce<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    const text = over(parse(getComputedStyle(node).color), background);
    const luminance = ([red, green, blue]: Rgba) => {
      const linear = (channel: number) => {
        const value = channel / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
    };
    const [lighter, darker] = [luminance(text), luminance(background)].sort((a, b) => b - a) as [number, number];
    return (lighter + 0.05) / (darker + 0.05);
  });
}
