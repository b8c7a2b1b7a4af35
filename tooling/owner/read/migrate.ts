/**
 * Older owner folders, read as the current format. Each step takes a folder's
 * files (parsed JSON, by name) from one format to the next and says what it
 * changed, in an owner's words; the loader applies them in memory, so an old
 * folder builds the same site, and `npm run owner:migrate` writes them out.
 */
import { FORMAT_1_LANGUAGES, OWNER_FORMAT } from '../files/site.ts';

export type OwnerFiles = Record<string, unknown>;

interface Migration {
  /** The format it reads; it writes the next. */
  from: number;
  migrate: (files: OwnerFiles) => { files: OwnerFiles; changes: string[] };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const MIGRATIONS: readonly Migration[] = [
  {
    // Format 1: no site.json (the template's languages), and a trading page whose sign-up
    // link the template called a referral link on a platform offering CFDs.
    from: 1,
    migrate: (files) => {
      const languages = [...FORMAT_1_LANGUAGES];
      const changes = [
        `site.json: written, with the languages format 1 had (${languages.join(', ')})`,
      ];
      const next: OwnerFiles = {
        ...files,
        site: { $schema: '../tooling/owner/json-schema/site.json', format: 2, languages },
      };
      if (isObject(files.trading)) {
        const { trading } = files;
        next.trading = { referral: true, offersCfds: true, ...trading };
        changes.push(
          'trading.json: "referral": true and "offersCfds": true added, what format 1 said of every sign-up link (change them if they are not true of yours)',
        );
      }
      return { files: next, changes };
    },
  },
  {
    // Format 2: the portrait as two files the owner sized, { "small": 192 px, "large": 384 px }.
    from: 2,
    migrate: (files) => {
      const next: OwnerFiles = { ...files, site: { ...(files.site as object), format: 3 } };
      const changes = ['site.json: "format": 3, where the portrait is one picture of any size'];
      const photo = isObject(files.profile) ? files.profile.photo : undefined;
      if (isObject(files.profile) && isObject(photo) && typeof photo.large === 'string') {
        next.profile = { ...files.profile, photo: photo.large };
        changes.push(
          `profile.json: "photo" names one picture now, "${photo.large}" (the larger of your two); ` +
            'the build makes every size from it. Better: name your original, of any size (a photo ' +
            `straight from the phone is fine), and delete ${String(photo.small)}`,
        );
      }
      return { files: next, changes };
    },
  },
  {
    // Format 3: site.json's "shareImages" chose a drawn link preview per page (path mode).
    from: 3,
    migrate: (files) => {
      const { shareImages, ...site } = isObject(files.site) ? files.site : {};
      const next: OwnerFiles = { ...files, site: { ...site, format: 4 } };
      const changes = ['site.json: "format": 4, where every page shares one link preview'];
      if (shareImages !== undefined) {
        changes.push(
          `site.json: "shareImages" removed: every page's link preview shows the one share image (profile.json "shareImage", else the template's)`,
        );
      }
      return { files: next, changes };
    },
  },
];

/** The format a folder's files are written in: site.json's, or 1 without it. */
export function formatOf(files: OwnerFiles): number | undefined {
  if (files.site === undefined) return 1;
  const format = isObject(files.site) ? files.site.format : undefined;
  return typeof format === 'number' ? format : undefined;
}

/**
 * The files in the current format, and what changed; a folder already in it
 * (or whose format is unknown, for the schema to report) comes back as it is.
 */
export function migrateOwnerFiles(files: OwnerFiles): { files: OwnerFiles; changes: string[] } {
  let current = files;
  const changes: string[] = [];
  for (let format = formatOf(current); format !== undefined && format < OWNER_FORMAT;) {
    const step = MIGRATIONS.find((migration) => migration.from === format);
    if (!step) throw new Error(`no migration from owner format ${format}`);
    const result = step.migrate(current);
    current = result.files;
    changes.push(...result.changes);
    format = formatOf(current);
  }
  return { files: current, changes };
}
