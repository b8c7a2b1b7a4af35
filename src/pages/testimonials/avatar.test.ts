import { describe, expect, it } from 'vitest';
import { EXTERNAL_IMAGE_HOSTS } from '../../lib/csp';
import { avatarUrl } from './avatar';

describe('avatarUrl', () => {
  it('seeds the initials avatar with the URL-encoded name', () => {
    expect(avatarUrl('Giulia Ferraris')).toBe(
      'https://api.dicebear.com/9.x/initials/svg?seed=Giulia%20Ferraris',
    );
    expect(new URL(avatarUrl('Zoë D’Amico & Co')).searchParams.get('seed')).toBe(
      'Zoë D’Amico & Co',
    );
  });

  it('points at a host the Content-Security-Policy allows', () => {
    expect(EXTERNAL_IMAGE_HOSTS).toContain(new URL(avatarUrl('A')).origin);
  });
});
