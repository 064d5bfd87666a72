import type { Page } from '@playwright/test';

/**
 * Accepts every `window.alert` of the page from now on and collects its messages. The alert
 * blocks the click that raised it, so it must be answered by a listener set up before the click.
 */
export function acceptAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}
