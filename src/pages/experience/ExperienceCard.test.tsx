// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { experienceIn } from '../../content/experience';
import { renderWithProviders } from '../../test/render';
import { ExperienceCard } from './ExperienceCard';

const [sample] = experienceIn('en');
if (!sample) throw new Error('the sample has experience');

const entry = {
  ...sample,
  role: 'Ingegnere dei dati',
  description: 'Ha progettato le pipeline.',
  tech: ['Python'],
  topics: ['Sistemi distribuiti'],
};

describe('ExperienceCard', () => {
  it('marks each text the owner has not translated yet with the language it is shown in', () => {
    const untranslated = {
      ...entry,
      fallbackLanguages: { role: 'it', description: 'it', topics: 'it' },
    };
    renderWithProviders(<ExperienceCard entry={untranslated} badges={[]} selectedYear={2024} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'it');
    expect(screen.getByText('Ha progettato le pipeline.')).toHaveAttribute('lang', 'it');
    expect(screen.getByText('Sistemi distribuiti')).toHaveAttribute('lang', 'it');
    // A technology's name is the same in every language.
    expect(screen.getByText('Python')).not.toHaveAttribute('lang');
  });

  it('marks nothing where its texts are in the page’s language', () => {
    const { container } = renderWithProviders(
      <ExperienceCard entry={entry} badges={[]} selectedYear={2024} />,
    );
    expect(container.querySelector('[lang]')).toBeNull();
  });
});
