// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testimonialsIn } from '../../content/testimonials';
import { renderWithProviders } from '../../test/render';
import { TestimonialCard } from './TestimonialCard';

describe('TestimonialCard without a role or a profile link (as JSON Resume references come)', () => {
  it('shows the name and the quote, and no empty role or link', () => {
    const [sample] = testimonialsIn('en');
    if (!sample) throw new Error('the sample has testimonials');
    const bare = { id: sample.id, name: sample.name, quote: sample.quote };
    const { container } = renderWithProviders(<TestimonialCard testimonial={bare} />);
    expect(screen.getByRole('heading', { level: 2 })).not.toBeEmptyDOMElement();
    expect(container.querySelector('blockquote')).not.toBeEmptyDOMElement();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelectorAll('p.text-sm')).toHaveLength(0);
  });
});

describe('TestimonialCard with a text the owner has not translated yet', () => {
  it('marks that text with its language, and the one in the page’s language not', () => {
    const [sample] = testimonialsIn('en');
    if (!sample) throw new Error('the sample has testimonials');
    const untranslated = {
      ...sample,
      role: 'Team lead',
      quote: 'Lavoro eccellente.',
      fallbackLanguages: { quote: 'it' },
    };
    renderWithProviders(<TestimonialCard testimonial={untranslated} />);
    expect(screen.getByText('Lavoro eccellente.')).toHaveAttribute('lang', 'it');
    expect(screen.getByText('Team lead')).not.toHaveAttribute('lang');
  });
});
