/**
 * The site model the site runs with: the owner's languages and sections
 * (owner/site.json and the files present, served as `virtual:owner/site`), and
 * what follows from them (src/lib/siteModel.ts).
 */
import { choices } from 'virtual:owner/site';
import { siteModel } from '../lib/siteModel';

export const SITE_MODEL = siteModel(choices);
