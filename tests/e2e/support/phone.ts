import { expect, type Page } from '@playwright/test';

/** A phone as the journeys of issue 19 hold it: narrow, by touch, scaled like a real one. */
export function phoneViewport(width: number) {
  return { viewport: { width, height: 720 }, hasTouch: true, isMobile: true } as const;
}

/**
 * Fails when the page scrolls sideways at its width, naming the widest elements that stick out,
 * so the message says what to fix.
 */
export async function expectNoHorizontalScroll(page: Page, screen: string): Promise<void> {
  const report = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > width + 0.5)
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(({ element, right }) => {
        const label = `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120);
        return `${label} (${Math.round(right)} px)`;
      });
    return { width, scrollWidth: document.documentElement.scrollWidth, culprits };
  });
  expect(
    report.scrollWidth,
    `${screen} scrolls sideways at ${report.width} px: ${report.culprits.join('; ')}`,
  ).toBeLessThanOrEqual(report.width);
}
