import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** A policy's words as the tests read them: its title and each section's heading. */
interface PolicyTexts {
  title: string;
  sections: Record<string, { heading: string }>;
}

/**
 * The drawn policy page shows its title as the h1 and every section's heading as an h2:
 * one query for all the headings, as a query per heading names every heading each time.
 */
export function expectEverySection(texts: PolicyTexts): void {
  expect(screen.getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
  const shown = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(shown).toEqual(
    expect.arrayContaining(Object.values(texts.sections).map((section) => section.heading)),
  );
}
