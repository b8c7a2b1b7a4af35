import type { ReactNode } from 'react';

/**
 * The stand-in of a kind of picture, once a page: `children`, with
 * FALLBACK_TEXT where the picture's words go (its text alternative becomes the
 * stand-in's name where it is an image).
 */
export function FallbackTemplate({ id, children }: { id: string; children: ReactNode }) {
  return <template id={id}>{children}</template>;
}
