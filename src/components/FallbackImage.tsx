import type { ComponentProps, ReactNode } from 'react';
import { useImageFallback } from './useImageFallback';

interface FallbackImageProps extends Omit<ComponentProps<'img'>, 'ref' | 'onError'> {
  src: string;
  alt: string;
  /** Shown instead when the image fails: give it the image's size, so nothing moves. */
  fallback: ReactNode;
}

/** An image that gives way to `fallback` when it cannot be loaded (another server's above all). */
export function FallbackImage({ src, alt, fallback, ...image }: FallbackImageProps) {
  const { failed, imageProps } = useImageFallback();
  if (failed) return fallback;
  return <img src={src} alt={alt} {...image} {...imageProps} />;
}
