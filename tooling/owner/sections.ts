/**
 * For Node-side code that reads the route table outside Vite's bundles (the
 * config's own plugins, the size check): the owner's sections, set where the
 * route table looks for them (`__OWNER_SECTIONS__`, which the build defines in
 * every bundle). Import it before anything that imports src/lib/routes.ts.
 */
import { loadOwner, ownerFolder } from './load.ts';
import { presentSections } from './project.ts';

(globalThis as { __OWNER_SECTIONS__?: readonly string[] }).__OWNER_SECTIONS__ = presentSections(
  loadOwner(ownerFolder()).owner,
);
