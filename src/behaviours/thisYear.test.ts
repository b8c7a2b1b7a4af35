// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { writeThisYear } from './thisYear';

describe('writeThisYear', () => {
  it('writes today’s year where the page names the year it was built in', () => {
    document.body.innerHTML = `<p>© <span data-this-year="">2025</span> Ada</p>`;
    writeThisYear(document.body, new Date(2027, 0, 1));
    expect(document.querySelector('p')).toHaveTextContent('© 2027 Ada');
  });
});
