import { describe, expect, it } from 'vitest';
import { networkOfUrl } from './networks.ts';

describe('networkOfUrl', () => {
  it('names a network the template knows, by its host or a subdomain of it', () => {
    expect(networkOfUrl('https://www.linkedin.com/in/someone')).toBe('LinkedIn');
    expect(networkOfUrl('https://it.linkedin.com/in/someone')).toBe('LinkedIn');
    expect(networkOfUrl('https://github.com/someone')).toBe('GitHub');
  });

  it('names any other by its host, rather than guessing', () => {
    expect(networkOfUrl('https://www.xing.com/profile/Someone')).toBe('xing.com');
    expect(networkOfUrl('https://notlinkedin.com/x')).toBe('notlinkedin.com');
  });
});
