// @vitest-environment jsdom
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SOFT_HYPHEN } from '../lib/softHyphen';
import { drawn, sentenceWith, textBeginningWith } from './inlineText';

const fill = (values: Readonly<Record<string, string>>) =>
  `${values.language ?? ''} (${values.fluency ?? ''})`;

/** What a node draws, as markup. */
const markup = (node: ReactNode) => render(<p>{node}</p>).container.innerHTML;

describe('sentenceWith', () => {
  it('holds each value in another language in a span of that language, the sentence around it the page’s', () => {
    const node = sentenceWith(fill, {
      language: { text: 'Tedesco' },
      fluency: { text: 'native', lang: 'en' },
    });
    expect(markup(node)).toBe('<p>Tedesco (<span lang="en">native</span>)</p>');
  });

  it('is the sentence as written where every value is in the page’s language', () => {
    const node = sentenceWith(fill, { language: { text: 'Tedesco' }, fluency: { text: 'madre' } });
    expect(node).toBe('Tedesco (madre)');
  });
});

describe('textBeginningWith', () => {
  it('holds the beginning in a span of its language, matched whatever its soft hyphens', () => {
    const city = { text: `Karls${SOFT_HYPHEN}ruhe`, lang: 'de' };
    const node = textBeginningWith(`Karlsru${SOFT_HYPHEN}he, Allemagne`, city);
    expect(markup(node)).toBe(`<p><span lang="de">Karlsru${SOFT_HYPHEN}he</span>, Allemagne</p>`);
  });

  it('is the text as it is where the beginning is in the page’s language', () => {
    expect(textBeginningWith('Turin, Italie', { text: 'Turin' })).toBe('Turin, Italie');
  });
});

describe('drawn', () => {
  it('is a span of its language where the text is in another, else the text alone', () => {
    expect(markup(drawn({ text: '2.5 hours', lang: 'en' }))).toBe(
      '<p><span lang="en">2.5 hours</span></p>',
    );
    expect(drawn({ text: '2,5 ore' })).toBe('2,5 ore');
  });
});
