/**
 * The content check in `npm test` (`npm run check:content`): the owner's folder
 * as the build reads it (readingFor), and the template's strings; prints every problem,
 * naming the file and the entry or key (a picture in the folder that carries
 * metadata, or a portrait too small, among them), each text not yet translated,
 * and advice on the owner's words. Only problems fail it.
 */
import { readingFor } from '../build/buildContext.ts';
import { ownerFolder } from '../owner/read/load.ts';
import { passedSummary, runContentChecks } from './content/checks.ts';

const root = process.cwd();
const reading = readingFor(ownerFolder(root, process.env), { root });
const report = await runContentChecks(root, reading);
const { problems, untranslated, revisit, advice, migrated, folder } = report;
const list = (heading: string, messages: readonly string[], log = console.warn) => {
  if (messages.length === 0) return;
  log(`${heading} (${messages.length}):`);
  for (const message of messages) log(`  - ${message}`);
};
list(
  `${folder}/ is in an older format, read as today's (npm run owner:migrate writes it)`,
  migrated,
);
list("Not yet translated (the site shows the first language's text)", untranslated);
list('To revisit: the template changed the English these were made from', revisit);
list('Advice on your words (the template keeps these choices in its own strings)', advice);
if (problems.length > 0) {
  list('Content check failed', problems, console.error);
  process.exit(1);
}
console.log(passedSummary(report));
