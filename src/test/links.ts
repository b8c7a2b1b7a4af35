/**
 * The links whose words match: found by their text, not by Testing Library's query by role and
 * name, which computes the style of every link of the page and its ancestors in jsdom (seconds
 * on a policy page). A test that promises a link's accessible name asserts it on the link found.
 */
export function linksReading(
  words: string | RegExp,
  root: ParentNode = document.body,
): HTMLAnchorElement[] {
  const matches = (text: string) => (typeof words === 'string' ? text === words : words.test(text));
  return [...root.querySelectorAll('a')].filter((link) => matches(link.textContent ?? ''));
}
