import { describe, expect, it } from 'vitest';
import { TEMPLATE_LANGUAGES } from '../../lib/language';
import { siteModel } from '../../lib/siteModel';
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
    const { imageHosts } = siteModel({
      languages: TEMPLATE_LANGUAGES,
      sections: ['testimonials'],
      imageServices: { avatars: 'dicebear' },
    });
    expect(imageHosts).toContain(new URL(avatarUrl('A')).origin);
  });
});
