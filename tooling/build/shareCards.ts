/**
 * The share cards of a site whose owner chose link previews per page: one per
 * route and language, titled with the route's menu label, in the owner's look
 * (light theme, the pairing's faces) with their name, job title and portrait.
 */
import { resolve } from 'node:path';
import { pageShareImage } from '../../src/lib/siteFiles.ts';
import { isKeyGroup } from '../../src/lib/translationTreeCheck.ts';
import { lookColours } from '../look/accent.ts';
import { drawingFont } from '../look/typefaces.ts';
import type { OwnerFolder } from '../owner/load.ts';
import { ownerLook, ownerModel } from '../owner/model.ts';
import { siteFacts } from '../owner/project.ts';
import type { Owner } from '../owner/files/index.ts';
import { siteNamespace } from '../owner/siteStrings.ts';
import { shareColours } from '../share/card.ts';
import type { ShareCard } from '../share/shareImage.ts';
import { largestPortrait, PORTRAIT_CACHE_DIR } from './portrait.ts';

export interface PageShareCard {
  /** Below the base path: pageShareImage's name, the one the page's head names. */
  fileName: string;
  card: ShareCard;
}

/** The route's menu label in a language, as the site shows it (the owner's overrides applied). */
function menuLabel(owner: Owner, language: string, labelKey: string): string {
  const label = labelKey
    .split('.')
    .reduce<unknown>(
      (node, part) => (isKeyGroup(node) ? node[part] : undefined),
      siteNamespace(owner, language, 'common'),
    );
  if (typeof label !== 'string') throw new Error(`common.json has no ${labelKey} in ${language}`);
  return label;
}

export async function pageShareCards(
  owner: Owner,
  folder: OwnerFolder,
  siteUrl: string,
  root: string,
): Promise<PageShareCard[]> {
  const model = ownerModel(owner);
  const { identity, photo } = siteFacts(owner);
  const look = ownerLook(owner);
  const shared = {
    ownerName: identity.ownerName,
    jobTitle: identity.jobTitle,
    siteLabel: new URL(siteUrl).host,
    photo: photo ? await largestPortrait(folder, photo, resolve(root, PORTRAIT_CACHE_DIR)) : null,
    colours: shareColours(lookColours(look.accent).light),
    // The weights the page's h1 and running text draw with (a static face keeps its own).
    fonts: {
      heading: drawingFont(look.typeface, 'heading', 700, root),
      body: drawingFont(look.typeface, 'body', 400, root),
    },
  };
  return model.routes.flatMap((route) =>
    model.languageCodes.map((language) => ({
      fileName: pageShareImage(route.key, language),
      card: { ...shared, title: menuLabel(owner, language, route.navLabelKey), language },
    })),
  );
}
