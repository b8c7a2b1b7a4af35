/** The pre-paint script's entry for the dev server, which serves either mode (see firstPaint.ts). */
import { startFirstPaint } from './firstPaint';
import { startHashPage } from './hashStart';
import { startPathPage } from './pathStart';

startFirstPaint({ hash: startHashPage, path: startPathPage });
