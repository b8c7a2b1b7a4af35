// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageScaffold } from './PageScaffold';

describe('PageScaffold', () => {
  it('shows the title as the page heading, then the intro, then the content', () => {
    const { container } = render(
      <PageScaffold title="My online courses" intro="Twelve courses.">
        <p>Course list</p>
      </PageScaffold>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My online courses' })).toBeVisible();
    expect(Array.from(container.querySelectorAll('h1, p'), (node) => node.textContent)).toEqual([
      'My online courses',
      'Twelve courses.',
      'Course list',
    ]);
  });

  it('leaves out the intro when there is none', () => {
    const { container } = render(
      <PageScaffold title="Trading">
        <p>Content</p>
      </PageScaffold>,
    );
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });

  it('can stand as an article, for a text that stands on its own', () => {
    render(
      <PageScaffold as="article" title="Privacy policy">
        <p>Sections</p>
      </PageScaffold>,
    );
    expect(screen.getByRole('article')).toContainElement(
      screen.getByRole('heading', { name: 'Privacy policy' }),
    );
  });
});
