import { useCallback, useState } from 'react';

/**
 * Tracks whether an external image failed, so a same-sized fallback can replace
 * it. A prerendered image can fail before React hydrates and listens for its
 * error event, so an image that has already finished is checked on mount.
 */
export function useImageFallback() {
  const [failed, setFailed] = useState(false);
  const markFailed = useCallback(() => setFailed(true), []);
  const checkFinished = useCallback(
    (image: HTMLImageElement | null) => {
      // decode() rejects for a broken image and resolves for a loaded one.
      if (image?.complete && typeof image.decode === 'function') {
        image.decode().catch(markFailed);
      }
    },
    [markFailed],
  );
  return { failed, imageProps: { ref: checkFinished, onError: markFailed } };
}
