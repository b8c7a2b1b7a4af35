/**
 * Splits a list written as text ('Angular · TypeScript · RxJS') into its items.
 * The content separates items with a middle dot; a bullet or a comma-free
 * vertical bar is accepted too, and empty pieces are dropped.
 */
export function splitList(text: string): string[] {
  return text
    .split(/\s*[·•|]\s*/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
