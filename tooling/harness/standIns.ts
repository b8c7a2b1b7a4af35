/**
 * Stand-ins for the external image hosts (this machine has no internet), for
 * the browser tools and the bench: images of about the size the real services
 * return, so the benchmark's network figures stay realistic.
 */
import { AVATAR_ORIGIN, FLAG_ORIGIN } from '../../src/lib/imageHosts';

export { AVATAR_ORIGIN, FLAG_ORIGIN };

/** 40 × 20 px PNG flags, as the flag service's /w40/ images (the Italian and British flags). */
const FLAG_PNGS: Record<string, string> = {
  it: 'iVBORw0KGgoAAAANSUhEUgAAACgAAAAUCAMAAADImI+JAAAAD1BMVEXb7+XqpKkAkkbOKzf///+37LrRAAAAAnRSTlPHx/co26IAAAAJcEhZcwAACxMAAAsTAQCanBgAAAAbSURBVCjPY2BCBgwsSICRGRkwjCocVTiqEAQAOV4I6Y3dzk4AAAAASUVORK5CYII=',
  gb: 'iVBORw0KGgoAAAANSUhEUgAAACgAAAAUCAMAAADImI+JAAAAaVBMVEUBIWnigJDlj53MIDzt7/T77/H88/TIEC7///9Wa5vLHDny9PeIl7l4ia8RL3INK3B9jbIPLXHLHzv99/jutL7dan3caHvsqrX89PZgdKFecqDkiJf88fP5+vvz9Pj3+PqlsMr2+PqwutDQNOIXAAAACXBIWXMAAAsTAAALEwEAmpwYAAAAjUlEQVQoz8WTzRaCIBBGJyUBKxNS8y+t3v8h6zhiBi6+nXfFzNzDgWEga7v+dM7IoZX8ovSSuF5E31lLSRSnh6PIzbZocsEGuYVT/0Tzq05bc8AHWIlexUssYqB5asNiG2iaaZ/DrSire/1gceTo9W5mgVTAJAaQBNlThC8DtwduOP6E6FDAYwYPLvoVPhffF8dkWi3FAAAAAElFTkSuQmCC',
};

export interface StandInImage {
  contentType: string;
  body: Buffer;
}

const AVATAR_COLOURS = ['#0e7490', '#7c3aed', '#b45309', '#be123c', '#15803d', '#1d4ed8'];

/** An initials avatar of about the size the avatar service returns (1–2 KB). */
function avatarSvg(seed: string): string {
  const initials =
    seed
      .split(/[\s+_-]+/)
      .map((word) => word[0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase()
      .replace(/[^\p{L}\p{N}]/gu, '') || '?';
  const hash = [...seed].reduce(
    (sum, letter) => (sum * 31 + (letter.codePointAt(0) ?? 0)) >>> 0,
    7,
  );
  const colour = AVATAR_COLOURS[hash % AVATAR_COLOURS.length];
  const padding = '<!-- stands in for the avatar service: same size, same shape -->'.repeat(14);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">${padding}<rect fill="${colour}" width="100" height="100"/><text x="50" y="64" font-family="Arial, sans-serif" font-size="42" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}

/**
 * What the stand-in answers for a URL on one of the image hosts, or null for a
 * URL the site never asks for.
 */
export function standInImage(url: URL): StandInImage | null {
  if (url.origin === FLAG_ORIGIN) {
    const flag = /^\/w40\/([a-z-]+)\.png$/.exec(url.pathname)?.[1];
    const png = flag === undefined ? undefined : (FLAG_PNGS[flag] ?? FLAG_PNGS.it);
    return png ? { contentType: 'image/png', body: Buffer.from(png, 'base64') } : null;
  }
  if (url.origin === AVATAR_ORIGIN && url.pathname.endsWith('/svg')) {
    const seed = url.searchParams.get('seed') ?? '?';
    return { contentType: 'image/svg+xml', body: Buffer.from(avatarSvg(seed)) };
  }
  return null;
}
