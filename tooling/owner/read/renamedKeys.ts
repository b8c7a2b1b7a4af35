/**
 * The template's string keys renamed, split or dropped since owners could
 * override them (owner/locales/, from the first owner format on), as data:
 * one line per old key, `'<namespace>:<key>': [its new keys]`. A key naming a
 * group moves the group; several new keys are a split, each taking the
 * owner's words; an empty list is a key the template dropped. The loader
 * reads an override of an old key as its new keys, so an old folder builds
 * with the owner's words where they showed before; `npm run owner:migrate`
 * writes the same into the files and says what it did, key by key.
 *
 * A template change that renames a key adds its line here, nothing else.
 * A split lists the variants whose English says what the old key said
 * (docs/decisions/languages.md, "Template updates").
 */

// One line per old key, however long: adding a rename is adding a line.
// prettier-ignore
export const RENAMED_KEYS: Readonly<Record<string, readonly string[]>> = {
  // The policy parts that follow the language picker (a site in one language has none, so no flag).
  'legal:privacy.sections.data.p2@testimonials': ['legal:privacy.sections.data.p2@languages@testimonials'],
  'legal:privacy.sections.data.p2@!testimonials': ['legal:privacy.sections.data.p2@languages@!testimonials'],
  'legal:privacy.sections.purposes.list1.preferences': ['legal:privacy.sections.purposes.list1.preferences@languages'],
  'legal:privacy.sections.purposes.list1.images@testimonials': ['legal:privacy.sections.purposes.list1.images@languages@testimonials'],
  'legal:privacy.sections.purposes.list1.images@!testimonials': ['legal:privacy.sections.purposes.list1.images@languages@!testimonials'],
  'legal:privacy.sections.legal_basis.list1.browsing': ['legal:privacy.sections.legal_basis.list1.browsing@languages|testimonials'],
  'legal:privacy.sections.recipients.list1.flags': ['legal:privacy.sections.recipients.list1.flags@languages'],
  'legal:privacy.sections.recipients.p2@testimonials': ['legal:privacy.sections.recipients.p2@languages@testimonials'],
  'legal:privacy.sections.recipients.p2@!testimonials': ['legal:privacy.sections.recipients.p2@languages@!testimonials'],
  'legal:cookie.sections.storage.table.rows.i18nextLng.name': ['legal:cookie.sections.storage.table.rows.i18nextLng@languages.name'],
  'legal:cookie.sections.storage.table.rows.i18nextLng.where': ['legal:cookie.sections.storage.table.rows.i18nextLng@languages.where'],
  'legal:cookie.sections.storage.table.rows.i18nextLng.purpose': ['legal:cookie.sections.storage.table.rows.i18nextLng@languages.purpose'],
  'legal:cookie.sections.storage.table.rows.i18nextLng.duration': ['legal:cookie.sections.storage.table.rows.i18nextLng@languages.duration'],
  'legal:cookie.sections.storage.p3@testimonials': ['legal:cookie.sections.storage.p3@languages@testimonials'],
  'legal:cookie.sections.storage.p3@!testimonials': ['legal:cookie.sections.storage.p3@languages@!testimonials'],
  // Outside image services only by the owner's choice: their parts follow the choice, not the picker.
  'legal:privacy.sections.data.p2@languages@testimonials': ['legal:privacy.sections.data.p2@flagService@avatarService'],
  'legal:privacy.sections.data.p2@languages@!testimonials': ['legal:privacy.sections.data.p2@flagService@!avatarService'],
  'legal:privacy.sections.data.p2@!languages@testimonials': ['legal:privacy.sections.data.p2@!flagService@avatarService'],
  'legal:privacy.sections.recipients.p2@languages@testimonials': ['legal:privacy.sections.recipients.p2@flagService@avatarService'],
  'legal:privacy.sections.recipients.p2@languages@!testimonials': ['legal:privacy.sections.recipients.p2@flagService@!avatarService'],
  'legal:privacy.sections.recipients.p2@!languages@testimonials': ['legal:privacy.sections.recipients.p2@!flagService@avatarService'],
  'legal:privacy.sections.transfer.p4@languages@testimonials': ['legal:privacy.sections.transfer.p4@flagService@avatarService'],
  'legal:privacy.sections.transfer.p4@languages@!testimonials': ['legal:privacy.sections.transfer.p4@flagService@!avatarService'],
  'legal:privacy.sections.transfer.p4@!languages@testimonials': ['legal:privacy.sections.transfer.p4@!flagService@avatarService'],
  'legal:privacy.sections.purposes.list1.images@languages@testimonials': ['legal:privacy.sections.purposes.list1.images@flagService@avatarService'],
  'legal:privacy.sections.purposes.list1.images@languages@!testimonials': ['legal:privacy.sections.purposes.list1.images@flagService@!avatarService'],
  'legal:privacy.sections.purposes.list1.images@!languages@testimonials': ['legal:privacy.sections.purposes.list1.images@!flagService@avatarService'],
  'legal:cookie.sections.storage.p3@languages@testimonials': ['legal:cookie.sections.storage.p3@flagService@avatarService'],
  'legal:cookie.sections.storage.p3@languages@!testimonials': ['legal:cookie.sections.storage.p3@flagService@!avatarService'],
  'legal:cookie.sections.storage.p3@!languages@testimonials': ['legal:cookie.sections.storage.p3@!flagService@avatarService'],
  'legal:privacy.sections.legal_basis.list1.browsing@languages|testimonials': ['legal:privacy.sections.legal_basis.list1.browsing@flagService|avatarService'],
  'legal:privacy.sections.legal_basis.list1.browsing@!languages@!testimonials': ['legal:privacy.sections.legal_basis.list1.browsing@!flagService@!avatarService'],
  'legal:privacy.sections.recipients.list1.flags@languages': ['legal:privacy.sections.recipients.list1.flags@flagService'],
  'legal:privacy.sections.recipients.list1.avatars@testimonials': ['legal:privacy.sections.recipients.list1.avatars@avatarService'],
  // The language kept only when picked (the spec's detected one where the owner keeps it): the old words said detected.
  'legal:privacy.sections.data.p4': ['legal:privacy.sections.data.p4@languages'],
  'legal:privacy.sections.purposes.list1.preferences@languages': ['legal:privacy.sections.purposes.list1.preferences@detectedLanguage'],
  'legal:privacy.sections.legal_basis.list1.preferences': ['legal:privacy.sections.legal_basis.list1.preferences@detectedLanguage'],
  'legal:privacy.sections.cookies.p1': ['legal:privacy.sections.cookies.p1@languages'],
  'legal:cookie.sections.storage.p1': ['legal:cookie.sections.storage.p1@languages'],
  'legal:cookie.sections.management.p2': ['legal:cookie.sections.management.p2@languages'],
  'legal:cookie.sections.storage.table.rows.i18nextLng@languages.name': ['legal:cookie.sections.storage.table.rows.i18nextLng@detectedLanguage.name', 'legal:cookie.sections.storage.table.rows.i18nextLng@languages@!detectedLanguage.name'],
  'legal:cookie.sections.storage.table.rows.i18nextLng@languages.where': ['legal:cookie.sections.storage.table.rows.i18nextLng@detectedLanguage.where', 'legal:cookie.sections.storage.table.rows.i18nextLng@languages@!detectedLanguage.where'],
  'legal:cookie.sections.storage.table.rows.i18nextLng@languages.duration': ['legal:cookie.sections.storage.table.rows.i18nextLng@detectedLanguage.duration', 'legal:cookie.sections.storage.table.rows.i18nextLng@languages@!detectedLanguage.duration'],
  'legal:cookie.sections.storage.table.rows.i18nextLng@languages.purpose': ['legal:cookie.sections.storage.table.rows.i18nextLng@detectedLanguage.purpose'],
  'legal:cookie.sections.storage.table.rows.i18nextLng@!languages': [],
  // The host's role as the owner states it; transfers by regime.
  'legal:privacy.sections.transfer.p1': ['legal:privacy.sections.transfer.p1@!processorAgreement'],
  'legal:privacy.sections.transfer.p2': ['legal:privacy.sections.transfer.p2@processorAgreement'],
  'legal:privacy.sections.transfer.p3@dataPrivacyFramework': ['legal:privacy.sections.transfer.p3@dataPrivacyFramework@eu'],
  // Switzerland's FADP has its own articles: the GDPR's texts show under the EU and UK regimes.
  'legal:privacy.sections.rights.p1': ['legal:privacy.sections.rights.p1@!ch'],
  'legal:privacy.sections.rights.list1.access': ['legal:privacy.sections.rights.list1.access@!ch'],
  'legal:privacy.sections.rights.list1.rectification': ['legal:privacy.sections.rights.list1.rectification@!ch'],
  'legal:privacy.sections.rights.list1.erasure': ['legal:privacy.sections.rights.list1.erasure@!ch'],
  'legal:privacy.sections.rights.list1.restriction': ['legal:privacy.sections.rights.list1.restriction@!ch'],
  'legal:privacy.sections.rights.list1.portability': ['legal:privacy.sections.rights.list1.portability@!ch'],
  'legal:privacy.sections.rights.list1.automated': ['legal:privacy.sections.rights.list1.automated@!ch'],
  'legal:privacy.sections.rights.list1.objection': ['legal:privacy.sections.rights.p4@!ch'],
  'legal:privacy.sections.rights.p3': ['legal:privacy.sections.rights.p3@eu', 'legal:privacy.sections.rights.p3@uk'],
  'legal:cookie.sections.types.list1.analytics': ['legal:cookie.sections.types.list1.analytics@!ch'],
  'legal:cookie.sections.types.list1.profiling': ['legal:cookie.sections.types.list1.profiling@!ch'],
  'legal:cookie.sections.consent.p2': ['legal:cookie.sections.consent.p2@!ch'],
  'legal:cookie.sections.rights.p2': ['legal:cookie.sections.rights.p2@!ch'],
  // The template writes the Swiss policy whole: the introduction, the grounds and the answer's time under the FADP.
  'legal:privacy.sections.introduction.p1': ['legal:privacy.sections.introduction.p1@!ch'],
  'legal:privacy.sections.legal_basis.list1.browsing@flagService|avatarService': ['legal:privacy.sections.legal_basis.list1@!ch.browsing@flagService|avatarService'],
  'legal:privacy.sections.legal_basis.list1.browsing@!flagService@!avatarService': ['legal:privacy.sections.legal_basis.list1@!ch.browsing@!flagService@!avatarService'],
  'legal:privacy.sections.legal_basis.list1.preferences@detectedLanguage': ['legal:privacy.sections.legal_basis.list1@!ch.preferences@detectedLanguage'],
  'legal:privacy.sections.legal_basis.list1.preferences@languages@!detectedLanguage': ['legal:privacy.sections.legal_basis.list1@!ch.preferences@languages@!detectedLanguage'],
  'legal:privacy.sections.legal_basis.list1.preferences@!languages': ['legal:privacy.sections.legal_basis.list1@!ch.preferences@!languages'],
  'legal:privacy.sections.legal_basis.list1.messages': ['legal:privacy.sections.legal_basis.list1@!ch.messages'],
  'legal:privacy.sections.legal_basis.list1.obligations': ['legal:privacy.sections.legal_basis.list1@!ch.obligations'],
  'legal:privacy.sections.rights.p2': ['legal:privacy.sections.rights.p2@!ch'],
  'legal:privacy.sections.transfer.p2@processorAgreement': ['legal:privacy.sections.transfer.p2@processorAgreement@!ch'],
  // The FADP's data protection advisor is optional (Art. 10): the GDPR's officer shows under the EU and UK regimes.
  'legal:privacy.sections.controller.p2': ['legal:privacy.sections.controller.p2@!ch'],
  // The policies' month is the owner's fact (legal.json policiesUpdated), not a string.
  'legal:privacy.updated_datetime': [],
  'legal:cookie.updated_datetime': [],
  // The CFD warning became ESMA's fixed sentences, one key each: a paragraph of one's own has no place.
  'trading:signup_disclosure.cfd': [],
  'trading:signup_disclosure.cfd_with_share': [],
  // The app's error page: pages are rendered at build, and nothing in the browser can fail to render one.
  'common:error': [],
};

/**
 * Texts whose old English held the template's own value inside a tag, where
 * today's shows an owner's fact through a placeholder: an override written
 * before keeps its words, read with the placeholder in that tag (else it would
 * go on showing the template's old value whatever the owner gives).
 */
// prettier-ignore
export const FACTS_IN_TAGS: Readonly<Record<string, { tag: string; placeholder: string; fact: string }>> = {
  // The policies' month: "Stand: <date>Juni 2025</date>" was the template's date.
  'legal:privacy.updated': { tag: 'date', placeholder: 'policiesUpdated', fact: 'legal.json "policiesUpdated"' },
  'legal:cookie.updated': { tag: 'date', placeholder: 'policiesUpdated', fact: 'legal.json "policiesUpdated"' },
};

/**
 * The map with each chain followed to its end: a key renamed twice leads
 * straight to today's keys, so an owner reads one change per key they wrote,
 * never a key that existed only between two template versions.
 */
export function followedToToday(renames: Renames): Record<string, readonly string[]> {
  const follow = (key: string, seen: ReadonlySet<string>): string[] => {
    const next = renames[key];
    if (next === undefined || seen.has(key)) return [key];
    return next.flatMap((target) => follow(target, new Set([...seen, key])));
  };
  return Object.fromEntries(
    Object.entries(renames).map(([from, targets]) => [
      from,
      [...new Set(targets.flatMap((target) => follow(target, new Set([from]))))],
    ]),
  );
}

/** What the loader and owner:migrate read: every old key led to today's keys. */
export const RENAMES_TO_TODAY = followedToToday(RENAMED_KEYS);

/** What reading an owner's override of an old key did: its new keys, and those the owner had written already. */
export interface KeyChange {
  from: string;
  to: readonly string[];
  /** New keys the owner's files held already: their words stay, the old key's go. */
  kept: string[];
  /** A fact now shown in the text (FACTS_IN_TAGS): the words the owner's tag held, and what replaced them. */
  filled?: { was: string; placeholder: string; fact: string };
}

/** A translation file's content: groups of keys whose leaves are texts or lists. */
type Group = Record<string, unknown>;
type Renames = Readonly<Record<string, readonly string[]>>;

const isGroup = (value: unknown): value is Group =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** 'legal:privacy.p2' → ['legal', ['privacy', 'p2']]. */
function split(key: string): [namespace: string, path: string[]] {
  const colon = key.indexOf(':');
  return [key.slice(0, colon), key.slice(colon + 1).split('.')];
}

function nodeAt(tree: Group | undefined, path: readonly string[]): unknown {
  let node: unknown = tree;
  for (const segment of path) {
    if (!isGroup(node)) return undefined;
    node = node[segment];
  }
  return node;
}

/**
 * The group with a value at a path, making the groups on the way; just before
 * `replacing` when that is a sibling, so the owner's file keeps its order.
 */
function withValue(
  tree: Group,
  path: readonly string[],
  value: unknown,
  replacing?: string,
): Group {
  const [first = '', ...rest] = path;
  if (rest.length > 0) {
    const child = tree[first];
    return { ...tree, [first]: withValue(isGroup(child) ? child : {}, rest, value, replacing) };
  }
  if (replacing === undefined || !(replacing in tree)) return { ...tree, [first]: value };
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, existing]): [string, unknown][] =>
      key === replacing
        ? [
            [first, value],
            [key, existing],
          ]
        : [[key, existing]],
    ),
  );
}

/** The group without the value at a path, nor the groups that leaves empty. */
function withoutValue(tree: Group, path: readonly string[]): Group {
  const [first = '', ...rest] = path;
  const child = tree[first];
  const left = rest.length > 0 && isGroup(child) ? withoutValue(child, rest) : {};
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]): [string, unknown][] => {
      if (key !== first) return [[key, value]];
      return Object.keys(left).length > 0 ? [[key, left]] : [];
    }),
  );
}

/**
 * Whether a value at an old key is the template's current key of that name
 * rather than the old one: a key the template uses again, as the same kind
 * (text or group), is never renamed ('signup_disclosure.cfd' was a text and
 * is a group now).
 */
function isCurrent(
  template: Readonly<Record<string, Group>>,
  namespace: string,
  path: string[],
  value: unknown,
) {
  const current = nodeAt(template[namespace], path);
  return current !== undefined && isGroup(current) === isGroup(value);
}

/**
 * One language's overrides (by namespace, as written) with every old key
 * read as its new ones; the input is left as it is. `template`: the
 * template's strings of the first language, which say what is current.
 */
export function renameKeys<Tree extends Group>(
  strings: Readonly<Record<string, Tree>>,
  template: Readonly<Record<string, Group>>,
  renames: Renames = RENAMES_TO_TODAY,
  facts: typeof FACTS_IN_TAGS = FACTS_IN_TAGS,
): { strings: Record<string, Tree>; changes: KeyChange[] } {
  const renamed: Record<string, Group> = { ...strings };
  const changes: KeyChange[] = [];
  // Again until nothing moves: a key renamed twice follows both lines.
  for (let pass = 0, moved = true; moved && pass <= Object.keys(renames).length; pass += 1) {
    moved = false;
    for (const [from, targets] of Object.entries(renames)) {
      const [namespace, path] = split(from);
      const value = nodeAt(renamed[namespace], path);
      if (value === undefined || isCurrent(template, namespace, path, value)) continue;
      const kept: string[] = [];
      for (const target of targets) {
        const [targetNamespace, targetPath] = split(target);
        const tree = renamed[targetNamespace] ?? {};
        if (nodeAt(tree, targetPath) !== undefined) {
          kept.push(target);
          continue;
        }
        const sibling =
          targetNamespace === namespace &&
          path.slice(0, -1).join('.') === targetPath.slice(0, -1).join('.');
        renamed[targetNamespace] = withValue(
          tree,
          targetPath,
          value,
          sibling ? path.at(-1) : undefined,
        );
      }
      renamed[namespace] = withoutValue(renamed[namespace] ?? {}, path);
      changes.push({ from, to: targets, kept });
      moved = true;
    }
  }
  for (const [key, { tag, placeholder, fact }] of Object.entries(facts)) {
    const [namespace, path] = split(key);
    const value = nodeAt(renamed[namespace], path);
    const current = nodeAt(template[namespace], path);
    const mark = `{{${placeholder}}}`;
    if (typeof value !== 'string' || value.includes(mark)) continue;
    if (typeof current !== 'string' || !current.includes(mark)) continue;
    const inTag = new RegExp(`<${tag}>([^<]*)</${tag}>`);
    const was = inTag.exec(value)?.[1];
    if (was === undefined) continue;
    renamed[namespace] = withValue(
      renamed[namespace] ?? {},
      path,
      value.replace(inTag, `<${tag}>${mark}</${tag}>`),
    );
    changes.push({ from: key, to: [key], kept: [], filled: { was, placeholder, fact } });
  }
  // The same kind of tree as given: only keys moved, and a fact's placeholder where its tag was.
  return { strings: renamed as Record<string, Tree>, changes };
}

/** Namespace → dotted key → stamp (translationSources.ts), with each old key's stamp under its new keys. */
export function renameSourceKeys<Stamp>(
  sources: Readonly<Record<string, Readonly<Record<string, Stamp>>>>,
  template: Readonly<Record<string, Group>>,
  renames: Renames = RENAMES_TO_TODAY,
): Record<string, Record<string, Stamp>> {
  const renamed = Object.fromEntries(
    Object.entries(sources).map(([namespace, stamps]) => [namespace, { ...stamps }]),
  );
  for (const [from, targets] of Object.entries(renames)) {
    const [namespace, path] = split(from);
    const stamps = renamed[namespace];
    if (!stamps) continue;
    const key = path.join('.');
    // A stamp of the key's old kind only: a text's own key, or the keys below a group.
    const rest = (stamped: string) =>
      stamped === key ? '' : stamped.startsWith(`${key}.`) ? stamped.slice(key.length) : null;
    const old = (stamped: string) => {
      const below = rest(stamped);
      return below !== null && !isCurrent(template, namespace, path, below === '' ? '' : {});
    };
    const moving = Object.entries(stamps).filter(([stamped]) => old(stamped));
    if (moving.length === 0) continue;
    renamed[namespace] = Object.fromEntries(
      Object.entries(stamps).filter(([stamped]) => !old(stamped)),
    );
    for (const target of targets) {
      const [targetNamespace, targetPath] = split(target);
      const moved = moving.map(([stamped, stamp]) => [
        `${targetPath.join('.')}${rest(stamped)}`,
        stamp,
      ]);
      renamed[targetNamespace] = { ...Object.fromEntries(moved), ...renamed[targetNamespace] };
    }
  }
  return renamed;
}

/**
 * What a change did, for an owner: '<file>: "old" → "new" (…)'. `fileOf` names a
 * namespace's file; `migrated`: owner:migrate has just written it into the files.
 */
export function describeChange(
  change: KeyChange,
  fileOf: (namespace: string) => string,
  migrated = false,
): string {
  const [namespace, path] = split(change.from);
  const at = `${fileOf(namespace)}: "${path.join('.')}"`;
  if (change.filled) {
    const { was, placeholder, fact } = change.filled;
    return `${at}: "${was}" → {{${placeholder}}}, the template's text shows your ${fact} there now`;
  }
  if (change.to.length === 0) {
    return migrated
      ? `${at}: the template dropped this text, which showed nowhere: removed (git keeps it)`
      : `${at}: the template dropped this text: your words for it show nowhere, and npm run owner:migrate removes them (git keeps them)`;
  }
  const name = (key: string) => {
    const [targetNamespace, targetPath] = split(key);
    const dotted = `"${targetPath.join('.')}"`;
    return targetNamespace === namespace ? dotted : `${dotted} in ${fileOf(targetNamespace)}`;
  };
  const written = change.to.filter((key) => !change.kept.includes(key));
  const kept = change.kept.map(name);
  return [
    written.length > 0
      ? `${at} → ${written.map(name).join(', ')} (${change.to.length > 1 ? 'the template split it: each has your words' : 'the template renamed it'})`
      : `${at}: the template renamed it`,
    ...(kept.length > 0
      ? [
          `you had ${kept.join(', ')} already, which ${kept.length > 1 ? 'stay' : 'stays'} as written`,
        ]
      : []),
  ].join('; ');
}
