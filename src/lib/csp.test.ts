import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp';

describe('contentSecurityPolicy', () => {
  const policy = (imageHosts: string[]) =>
    contentSecurityPolicy({ scriptSha256s: ['abc='], styleSha256s: [], imageHosts });

  it('allows images from the site and the hosts the site model names, and no other', () => {
    expect(policy(['https://flagcdn.com'])).toContain(
      "script-src 'self' 'sha256-abc='; style-src 'self'; img-src 'self' https://flagcdn.com;",
    );
    expect(policy([])).toContain("img-src 'self';");
  });
});
