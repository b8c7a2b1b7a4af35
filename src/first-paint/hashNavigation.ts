/**
 * Hash mode's navigation module (a client entry of its own, not the inline
 * pre-paint script: path mode needs none of it, and every byte inline is paid
 * before the first paint). The pre-paint script asks for it as the page
 * starts and hands it the first page (FIRST_PAGE_PROPERTY); from that page on
 * it follows every change of the address's hash (navigation.ts), a change
 * made before it ran included.
 */
import { siteShape } from '../lib/siteModel';
import { FIRST_PAGE_PROPERTY, readFirstPaintData } from './documentContract';
import { followHashChanges } from './navigation';

const data = readFirstPaintData(document);
const first = window[FIRST_PAGE_PROPERTY];
if (data?.mode === 'hash' && first) {
  followHashChanges(
    {
      shape: siteShape(data.languages, data.sections),
      mode: 'hash',
      base: data.base,
      fragments: data.fragments,
      memory: data.memory,
    },
    first,
  );
}
