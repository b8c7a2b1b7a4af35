/**
 * The template's own folder, where its code and strings are: found from this file, never
 * from the working directory, so a reader of the template's strings needs no root passed.
 */
import { fileURLToPath } from 'node:url';

export const TEMPLATE_ROOT = fileURLToPath(new URL('../..', import.meta.url));
