import { expect, type Locator, type Page } from '@playwright/test';
import { pick } from './form';

/** Place names as the pickers show them, per language (the form shows Burmese names in mm, English otherwise). */
const places = {
  en: {
    yangon: 'Yangon Region',
    yangonEast: 'Yangon (East)',
    pazundaung: 'Pazundaung',
    mandalayRegion: 'Mandalay Region',
    mandalay: 'Mandalay',
    chanayethazan: 'Chanayethazan',
  },
  mm: {
    yangon: 'ရန်ကုန်တိုင်းဒေသကြီး',
    yangonEast: 'ရန်ကုန်(အရှေ့ပိုင်း)',
    pazundaung: 'ပုဇွန်တောင်',
    mandalayRegion: 'မန္တလေးတိုင်းဒေသကြီး',
    mandalay: 'မန္တလေးခရိုင်',
    chanayethazan: 'ချမ်းအေးသာစံ',
  },
} as const;

/** Pazundaung (Yangon, served by YGN) in a region → town → township picker whose test ids start `prefix`. */
export async function choosePazundaung(page: Page, prefix: string, locale: 'en' | 'mm' = 'en'): Promise<void> {
  const names = places[locale];
  await pick(page, `${prefix}-region`, names.yangon);
  await pick(page, `${prefix}-district`, names.yangonEast);
  await pick(page, `${prefix}-township`, names.pazundaung);
}

/** Sender in Pazundaung (Yangon), receiver in Chanayethazan (Mandalay): the route the demo rate table prices. */
export async function chooseRoute(page: Page, locale: 'en' | 'mm' = 'en'): Promise<void> {
  const names = places[locale];
  await choosePazundaung(page, 'source', locale);
  await pick(page, 'destination-region', names.mandalayRegion);
  await pick(page, 'destination-district', names.mandalay);
  await pick(page, 'destination-township', names.chanayethazan);
}

/** The sticky top bar (the header holding the user menu). */
export const topBarOf = (page: Page): Locator => page.locator('header', { has: page.getByTestId('user-menu') });

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not on the page');
  return box;
}

export const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The Ant Design form item holding the field with this test id (label, control, message). */
export const formItemOf = (page: Page, testId: string): Locator =>
  page.locator('.ant-form-item', { has: page.getByTestId(testId) }).last();

export async function expectFieldMessage(page: Page, testId: string, message: string | RegExp): Promise<void> {
  await expect(formItemOf(page, testId).locator('.ant-form-item-explain')).toHaveText(message);
}
