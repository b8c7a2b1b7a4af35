/** The pre-paint script's entry in path mode's documents (see firstPaint.ts). */
import { startFirstPaint } from './firstPaint';
import { startPathPage } from './pathStart';

startFirstPaint({ path: startPathPage });
