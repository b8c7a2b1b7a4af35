import { PAGE_NAMESPACES } from '../lib/routes.ts';

/**
 * Translation namespaces: one shared by the shell and one per page, so a page's
 * strings load with its own chunk and the other language's strings stay out of
 * the first paint.
 */
export const NAMESPACES = ['common', ...PAGE_NAMESPACES] as const;

export type Namespace = (typeof NAMESPACES)[number];
