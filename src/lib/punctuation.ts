import type { Language } from './language';

/**
 * The colon the code sets between a label and its value (the chart's tooltip
 * « Rendement (%) : +2,35 % »), as the language's strings set theirs: French
 * puts a narrow no-break space (U+202F) before it, the others nothing.
 */
export function labelColon(language: Language): string {
  return /^fr(?:-|$)/i.test(language) ? '\u202F:' : ':';
}
