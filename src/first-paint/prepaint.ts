/** The pre-paint script's entry: the build bundles it into the document (see firstPaint.ts). */
import { startFirstPaint } from './firstPaint';

startFirstPaint();
