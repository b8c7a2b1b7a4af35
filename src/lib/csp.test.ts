import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp';
import type { ImageServiceChoices } from './imageHosts';
import { TEMPLATE_LANGUAGES } from './language';
import { siteModel } from './siteModel';

describe('contentSecurityPolicy', () => {
  const policy = (imageHosts: readonly string[]) =>
    contentSecurityPolicy({ scriptSha256s: ['abc='], styleSha256s: [], imageHosts });

  it('allows images from the site and the hosts the site model names, and no other', () => {
    expect(policy(['https://flagcdn.com'])).toContain(
      "script-src 'self' 'sha256-abc='; style-src 'self'; img-src 'self' https://flagcdn.com;",
    );
    expect(policy([])).toContain("img-src 'self';");
  });

  it('follows the owner’s choice of image services: none chosen, images from the site alone', () => {
    const site = (imageServices: ImageServiceChoices) =>
      policy(
        siteModel({ languages: TEMPLATE_LANGUAGES, sections: ['testimonials'], imageServices })
          .imageHosts,
      );
    expect(site({})).toContain("img-src 'self';");
    expect(site({ flags: 'flagcdn' })).toContain("img-src 'self' https://flagcdn.com;");
    expect(site({ flags: 'flagcdn', avatars: 'dicebear' })).toContain(
      "img-src 'self' https://api.dicebear.com https://flagcdn.com;",
    );
  });
});
