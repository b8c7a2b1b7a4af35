import type { Page } from '@playwright/test';
import { AVATAR_ORIGIN, FLAG_ORIGIN, standInImage } from './standIns';

/**
 * The external image hosts, answered locally (this machine has no internet):
 * with stand-in images, or failing, or never. Chromium's own request
 * interception, asked for these two hosts only, does it: Playwright's
 * `page.route` would pass every request of the page through the test and turn
 * the browser's cache off, which made each page load about a third slower.
 */
type Answer = 'stand-in' | 'fail' | 'hang';

const answers = new WeakMap<Page, Answer>();

/** Ignores a reply to a page that has closed meanwhile (the test is over). */
const quietly = (reply: Promise<unknown>) => void reply.catch(() => undefined);

/** Answers the image hosts with stand-in images (every test and tool page does). */
export async function answerImageHosts(page: Page): Promise<void> {
  answers.set(page, 'stand-in');
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
    const answer = answers.get(page);
    if (answer === 'hang') return;
    const image = answer === 'stand-in' ? standInImage(new URL(request.url)) : null;
    if (answer === 'fail') {
      quietly(cdp.send('Fetch.failRequest', { requestId, errorReason: 'ConnectionFailed' }));
    } else if (image) {
      quietly(
        cdp.send('Fetch.fulfillRequest', {
          requestId,
          responseCode: 200,
          responseHeaders: [{ name: 'content-type', value: image.contentType }],
          body: image.body.toString('base64'),
        }),
      );
    } else {
      quietly(cdp.send('Fetch.fulfillRequest', { requestId, responseCode: 404 }));
    }
  });
  await cdp.send('Fetch.enable', {
    patterns: [FLAG_ORIGIN, AVATAR_ORIGIN].map((origin) => ({ urlPattern: `${origin}/*` })),
  });
}

/** Makes the image hosts fail, to see the fallbacks. */
export function failImageHosts(page: Page): void {
  answers.set(page, 'fail');
}

/** Makes the image hosts never answer: their requests stay pending for the whole test. */
export function hangImageHosts(page: Page): void {
  answers.set(page, 'hang');
}
