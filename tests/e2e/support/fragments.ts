import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';

/**
 * Hash mode's page HTML in two parts: the header at once, the rest (from its
 * <main>) when the test calls `sendTheRest`; `restLength` is the rest's length in characters.
 */
export async function fragmentsInTwoParts(page: Page) {
  let sendTheRest: () => void = () => undefined;
  const theRest = new Promise<void>((resolve) => (sendTheRest = resolve));
  let html = '';
  const slow = createServer((_, response) => {
    const split = html.indexOf('<main');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.write(html.slice(0, split));
    void theRest.then(() => response.end(html.slice(split)));
  });
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  await page.route('**/fragments/**', async (route) => {
    html = await (await route.fetch()).text();
    await route.continue({ url: `http://127.0.0.1:${(slow.address() as AddressInfo).port}/` });
  });
  return {
    sendTheRest: () => sendTheRest(),
    restLength: () => html.length - html.indexOf('<main'),
    async close() {
      sendTheRest();
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    },
  };
}
