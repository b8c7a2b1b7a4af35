import { describe, expect, it } from 'vitest';
import { templateStringFiles, templateStrings } from '../../owner/read/strings';
import { checkPolicyHosts, servicesNamed } from './policyHosts';
import type { LocaleFile } from '../../lib/translationKeys';

const legal = (language: string, content: unknown): LocaleFile => ({
  path: `src/locales/${language}/legal.json`,
  language,
  content,
});

/** The flag service's parts as they stood before the fourth copy review (its L5). */
const BEFORE_REVIEW_4 = {
  recipients: {
    list1: {
      flags: 'the flag image service flagcdn.com, run by Flagpedia.net;',
      'avatars@avatarService': 'the avatar service api.dicebear.com, run by DiceBear;',
    },
    'p2@!avatarService': 'When your browser requests an image from flagcdn.com, …',
  },
};

describe('checkPolicyHosts', () => {
  it('finds no service named where the site would not load it, in the site’s translations', () => {
    expect(checkPolicyHosts(templateStringFiles(templateStrings()))).toEqual([]);
  });

  it('fails a part naming the flag service on a site with one language, which loads no flag', () => {
    expect(checkPolicyHosts([legal('en', BEFORE_REVIEW_4)])).toEqual([
      'src/locales/en/legal.json: key "recipients.list1.flags" names "flagcdn.com", but it shows on a site where no condition holds (one language, none of the optional sections), which never loads https://flagcdn.com; give the part a condition (src/lib/legalConditions.ts)',
      'src/locales/en/legal.json: key "recipients.p2@!avatarService" names "flagcdn.com", but it shows on a site where no condition holds (one language, none of the optional sections), which never loads https://flagcdn.com; give the part a condition (src/lib/legalConditions.ts)',
    ]);
  });

  it('fails a part shown with the picker or the testimonials alone: the owner may not have chosen the service', () => {
    const beforeTheChoice = legal('en', {
      recipients: {
        list1: {
          'flags@languages': 'the flag image service flagcdn.com;',
          'avatars@testimonials': 'the avatar service api.dicebear.com;',
        },
      },
    });
    expect(checkPolicyHosts([beforeTheChoice])).toEqual([
      'src/locales/en/legal.json: key "recipients.list1.flags@languages" names "flagcdn.com", but it shows on a site where only “languages” holds, which never loads https://flagcdn.com; give the part a condition (src/lib/legalConditions.ts)',
      'src/locales/en/legal.json: key "recipients.list1.avatars@testimonials" names "api.dicebear.com", but it shows on a site where only “testimonials” holds, which never loads https://api.dicebear.com; give the part a condition (src/lib/legalConditions.ts)',
    ]);
  });

  it('follows the conditions of every segment of the key, and the service’s operator', () => {
    const italian = legal('it', {
      'recipients@flagService': { list1: { flags: 'il servizio di Flagpedia.net' } },
      recipients: { 'p2@flagService|avatarService': 'api.dicebear.com riceve…' },
    });
    expect(checkPolicyHosts([italian])).toEqual([
      expect.stringMatching(
        /^src\/locales\/it\/legal\.json: key "recipients\.p2@flagService\|avatarService" names "api\.dicebear\.com", but it shows on a site where only “languages”, “flagService” hold, which never loads https:\/\/api\.dicebear\.com/,
      ),
    ]);
  });
});

describe('servicesNamed', () => {
  it('names each service a page names, by its address or its operator, with its origin', () => {
    expect(
      servicesNamed('<a href="https://flagpedia.net/privacy-policy">…</a> and DiceBear’s avatars'),
    ).toEqual([
      { origin: 'https://flagcdn.com', named: 'flagpedia' },
      { origin: 'https://api.dicebear.com', named: 'DiceBear' },
    ]);
    expect(servicesNamed('Pictures drawn by the site itself.')).toEqual([]);
  });
});
