/** The pre-paint script's entry in hash mode's document (see firstPaint.ts). */
import { startFirstPaint } from './firstPaint';
import { startHashPage } from './hashStart';

startFirstPaint({ hash: startHashPage });
