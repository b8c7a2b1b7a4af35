// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FALLBACK_TEXT } from '../../behaviours/contract';
import { renderWithProviders } from '../../test/render';
import { InitialsAvatar } from './InitialsAvatar';

describe('InitialsAvatar', () => {
  it('draws the initials in a circle, named by its text alternative, at the avatar’s size', () => {
    renderWithProviders(
      <InitialsAvatar name="Giulia De Santis" alt="Avatar of Giulia De Santis" />,
    );
    const avatar = screen.getByRole('img', { name: 'Avatar of Giulia De Santis' });
    expect(avatar.tagName).toBe('svg');
    expect(avatar).toHaveTextContent(/^GS$/);
    expect(avatar).toHaveAttribute('width', '56');
    expect(avatar).toHaveAttribute('height', '56');
    expect(avatar).toHaveAttribute('viewBox', '0 0 56 56');
    expect(avatar).not.toHaveAttribute('data-fallback');
  });

  it('is drawn in the page, and asks no host for anything', () => {
    const { container } = renderWithProviders(<InitialsAvatar name="Ada Lovelace" alt="Ada" />);
    expect(container.querySelectorAll('img, image, use, [href], [src]')).toHaveLength(0);
  });

  // The look keeps onAccentSoft at 4.5:1 on accentSoft in both themes, whatever the accent
  // (tooling/look/tokens.ts, proved by tooling/look/accent.test.ts): the avatar paints that pair
  // (as painted in a build, in both themes: tests/variants/ownHosts.ts).
  it('paints its initials and its circle in the pair the look keeps at AA in both themes', () => {
    renderWithProviders(<InitialsAvatar name="Ada Lovelace" alt="Ada" />);
    const avatar = screen.getByRole('img', { name: 'Ada' });
    expect(avatar.querySelector('circle')).toHaveClass('fill-accent-soft');
    expect(avatar.querySelector('text')).toHaveClass('fill-on-accent-soft');
  });

  it('stands in for a picture that could not be loaded, with the picture’s initials', () => {
    const { container } = renderWithProviders(<InitialsAvatar />);
    const standIn = container.querySelector('svg');
    expect(standIn).toHaveAttribute('data-fallback', 'initials');
    expect(standIn).toHaveTextContent(FALLBACK_TEXT);
  });
});
