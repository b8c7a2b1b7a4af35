// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LegalBlock } from '../../lib/legalStructure';
import { LegalSection } from './LegalSection';

const BLOCKS: LegalBlock[] = [
  { kind: 'paragraph', key: 'p1' },
  { kind: 'list', key: 'list1', items: ['access', 'erasure'] },
  { kind: 'table', key: 'table', columns: ['name'], rows: ['theme'] },
  { kind: 'paragraph', key: 'p2' },
];

function renderSection() {
  return render(
    <LegalSection
      headingId="privacy-rights"
      heading="Your rights"
      blocks={BLOCKS}
      renderText={(key) => `text of ${key}`}
    />,
  );
}

describe('LegalSection', () => {
  it('is a region named by its level-2 heading', () => {
    renderSection();
    const region = screen.getByRole('region', { name: 'Your rights' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveAttribute(
      'id',
      'privacy-rights',
    );
  });

  it('shows paragraphs, list items and tables in reading order, each from its key', () => {
    const { container } = renderSection();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'text of list1.access',
      'text of list1.erasure',
    ]);
    expect(screen.getByRole('table', { name: 'text of table.caption' })).toBeInTheDocument();
    const order = Array.from(container.querySelectorAll('p, ul, table'), (node) =>
      node.tagName === 'P' ? node.textContent : node.tagName,
    );
    expect(order).toEqual(['text of p1', 'UL', 'TABLE', 'text of p2']);
  });
});
