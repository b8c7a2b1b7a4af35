import type { ComponentProps } from 'react';
import { fallsBackProps } from '../behaviours/contract';

interface FallbackImageProps extends Omit<ComponentProps<'img'>, 'ref' | 'onError'> {
  src: string;
  alt: string;
  /**
   * Its stand-in when it cannot be loaded (another server's above all): the id
   * of the FallbackTemplate it is drawn from, and the words it shows. Give the
   * stand-in the image's size, so nothing moves.
   */
  fallback: { template: string; text: string };
}

/**
 * An image that gives way to a stand-in when it cannot be loaded: the page
 * draws it from its template (src/behaviours/imageFallback.ts).
 */
export function FallbackImage({ src, alt, fallback, ...image }: FallbackImageProps) {
  return (
    <img src={src} alt={alt} {...image} {...fallsBackProps(fallback.template, fallback.text)} />
  );
}
