// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FALLBACK_TEXT } from '../behaviours/contract';
import { FallbackImage } from './FallbackImage';
import { FallbackTemplate } from './FallbackTemplate';
import { drawAsBuilt } from '../test/render';

// What happens when the image fails is src/behaviours/imageFallback.test.ts's.
describe('FallbackImage', () => {
  it('shows the image with its text alternative, naming its stand-in and the words it shows', () => {
    drawAsBuilt(
      <>
        <FallbackImage
          src="https://images.example.org/ada.png"
          alt="Avatar of Ada"
          width={56}
          height={56}
          fallback={{ template: 'initials', text: 'AL' }}
        />
        <FallbackTemplate id="initials">
          <span role="img">{FALLBACK_TEXT}</span>
        </FallbackTemplate>
      </>,
    );
    const image = screen.getByRole('img', { name: 'Avatar of Ada' });
    expect(image).toHaveAttribute('src', 'https://images.example.org/ada.png');
    expect(image).toHaveAttribute('width', '56');
    expect(image).toHaveAttribute('data-falls-back', 'initials');
    expect(image).toHaveAttribute('data-fallback-text', 'AL');
    const template = document.getElementById('initials');
    expect(template).toBeInstanceOf(HTMLTemplateElement);
    expect((template as HTMLTemplateElement).content.textContent).toBe(FALLBACK_TEXT);
  });
});
