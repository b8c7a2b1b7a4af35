// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FallbackImage } from './FallbackImage';

function renderAvatar() {
  return render(
    <FallbackImage
      src="https://images.example.org/ada.png"
      alt="Avatar of Ada"
      width={56}
      height={56}
      fallback={
        <span role="img" aria-label="Avatar of Ada">
          AT
        </span>
      }
    />,
  );
}

describe('FallbackImage', () => {
  it('shows the image with its text alternative', () => {
    renderAvatar();
    const image = screen.getByRole('img', { name: 'Avatar of Ada' });
    expect(image).toHaveAttribute('src', 'https://images.example.org/ada.png');
    expect(image).toHaveAttribute('width', '56');
  });

  it('gives way to the fallback when the image cannot be loaded', () => {
    renderAvatar();
    fireEvent.error(screen.getByRole('img', { name: 'Avatar of Ada' }));
    const fallback = screen.getByRole('img', { name: 'Avatar of Ada' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('AT');
  });
});
