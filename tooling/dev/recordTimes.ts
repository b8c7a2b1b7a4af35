/**
 * `npm run template:test-times [file]`: writes the stage times a run of `npm test` left
 * (by default this tree's STAGE_TIMES_FILE; after CI, the fresh clone's) into
 * docs/architecture.md beside their budgets. A maintainer's step after a fresh-clone run: the
 * times of a warm tree are not the promise.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { STAGE_TIMES_FILE, TIMES_PAGE, withTimesTable, type StageTimes } from './testTimes.ts';

const file = process.argv[2] ?? STAGE_TIMES_FILE;
const times = JSON.parse(readFileSync(file, 'utf8')) as StageTimes;
writeFileSync(TIMES_PAGE, withTimesTable(readFileSync(TIMES_PAGE, 'utf8'), times));
console.log(`${TIMES_PAGE}: the times of ${file}`);
