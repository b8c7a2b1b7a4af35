/**
 * The after-paint module: what the page does once it has painted (the
 * pre-paint script loads it then, src/first-paint/painted.ts), for the page
 * and for every page shown after it in hash mode. The look's web fonts swap
 * in part by part; the islands' code comes as they near the screen; and the
 * states the page can only measure are written: which boxes scroll sideways,
 * the cookie banner's height, pictures that failed, the current year.
 */
import { fallBackWhereFailed, handleImageError } from '../behaviours/imageFallback';
import { publishHeights } from '../behaviours/heights';
import { watchScrollers } from '../behaviours/scrollers';
import { writeThisYear } from '../behaviours/thisYear';
import {
  AFTER_PAINT_ATTRIBUTE,
  PAGE_SHOWN_EVENT,
  readFirstPaintData,
  ROOT_ID,
} from '../first-paint/documentContract';
import { swapInFonts } from './fontSwap';
import { watchIslands } from './islands';

const data = readFirstPaintData(document);

function onPageShown(): void {
  const root = document.getElementById(ROOT_ID);
  if (!root) return;
  watchScrollers(root);
  publishHeights(root);
  fallBackWhereFailed(root);
  writeThisYear(root);
  watchIslands(root, data?.islands ?? {});
}

document.addEventListener('error', handleImageError, true);
document.addEventListener(PAGE_SHOWN_EVENT, onPageShown);
onPageShown();
if (data?.fonts) void swapInFonts(data.fonts, document);
document.documentElement.setAttribute(AFTER_PAINT_ATTRIBUTE, '');
