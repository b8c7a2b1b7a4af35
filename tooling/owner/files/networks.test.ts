import { describe, expect, it } from 'vitest';
import { networkLabelOfUrl } from './networks.ts';

describe('networkLabelOfUrl', () => {
  it('names a network the template knows, by its host or a subdomain of it', () => {
    expect(networkLabelOfUrl('https://www.linkedin.com/in/someone')).toBe('LinkedIn');
    expect(networkLabelOfUrl('https://it.linkedin.com/in/someone')).toBe('LinkedIn');
    expect(networkLabelOfUrl('https://github.com/someone')).toBe('GitHub');
  });

  it('names any other by its host, rather than guessing', () => {
    expect(networkLabelOfUrl('https://www.xing.com/profile/Someone')).toBe('xing.com');
    expect(networkLabelOfUrl('https://notlinkedin.com/x')).toBe('notlinkedin.com');
  });
});
