// Small things a visitor on a phone notices (issue 19, item 5): on every lead
// form at 375 px each example (placeholder) fits its field, and the optional
// phone field says what a number changes (a call back, otherwise an e-mail).
import { expect, test } from './fixtures';
import { PAGES, openForm } from './leadForms';

test.use({ viewport: { width: 375, height: 812 } });

for (const target of PAGES) {
  test(`${target.path} at 375 px: placeholders fit, the phone field explains itself`, async ({ page }) => {
    const form = await openForm(page, target);
    const cut = await form.evaluate((element) => {
      const canvas = document.createElement('canvas').getContext('2d')!;
      return [...element.querySelectorAll<HTMLInputElement>('input[placeholder]')]
        .filter((input) => {
          const style = getComputedStyle(input, '::placeholder');
          canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return canvas.measureText(input.placeholder).width > room;
        })
        .map((input) => `${input.name}: « ${input.placeholder} »`);
    });
    expect(cut, 'placeholders cut at 375 px').toEqual([]);
    await expect(form.getByLabel(/^Téléphone/)).toHaveAccessibleDescription(
      'Facultatif. Avec un numéro, nous vous rappelons ; sans numéro, nous vous répondons par e-mail.',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}
