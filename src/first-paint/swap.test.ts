// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { swapPage } from './swap';

function parsed(html: string): Element {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
}

describe('swapPage', () => {
  const shown = () =>
    parsed(
      '<div><nav class="a" data-x="1"><a href="#/" aria-current="page">Home</a><b>1</b></nav><main><h1>One</h1></main></div>',
    );

  it('replaces <main> with another page’s and makes the rest read as it, element by element', () => {
    const root = shown();
    const nav = root.querySelector('nav');
    const link = root.querySelector('a');
    const main = root.querySelector('main');
    swapPage(
      root,
      parsed(
        '<div><nav class="b"><a href="#/">Home</a><b>1</b><i>new</i></nav><main><h1>Two</h1></main></div>',
      ),
      true,
    );
    expect(root.querySelector('nav')).toBe(nav);
    expect(nav).toHaveAttribute('class', 'b');
    expect(nav).not.toHaveAttribute('data-x');
    // A different number of children: the next page's, whole.
    expect(nav?.innerHTML).toBe('<a href="#/">Home</a><b>1</b><i>new</i>');
    expect(root.querySelector('a')).not.toBe(link);
    expect(root.querySelector('main')).not.toBe(main);
    expect(root.querySelector('h1')?.textContent).toBe('Two');
  });

  it('keeps <main>’s elements on the same page, in another language', () => {
    const root = shown();
    const heading = root.querySelector('h1');
    const link = root.querySelector('a');
    swapPage(
      root,
      parsed(
        '<div><nav class="a" data-x="1"><a href="#/" aria-current="page">Inizio</a><b>1</b></nav><main><h1>Uno</h1></main></div>',
      ),
      false,
    );
    expect(root.querySelector('h1')).toBe(heading);
    expect(heading?.textContent).toBe('Uno');
    expect(root.querySelector('a')).toBe(link);
    expect(link?.textContent).toBe('Inizio');
  });
});
