import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { flattenKeys } from '../../lib/translationKeys';
import { readOwner } from './load';
import { migrateFolder } from './migrateFolder';
import {
  describeChange,
  followedToToday,
  RENAMES_TO_TODAY,
  renameKeys,
  renameSourceKeys,
} from './renamedKeys';
import { siteNamespace } from './siteStrings';
import { templateBase, templateStrings } from './strings';
import { ownerCopy } from '../testing/ownerCopy';

const english = templateBase(templateStrings(), '');

let remove = () => {};
afterEach(() => remove());

/** 'legal:a.b' → the template's English value there (a text, or a group of texts). */
function templateValue(key: string): unknown {
  const [namespace = '', dotted = ''] = key.split(':');
  const tree = flattenKeys(english[namespace]);
  if (tree.has(dotted)) return tree.get(dotted);
  const below = [...tree].filter(([path]) => path.startsWith(`${dotted}.`));
  return below.length === 0
    ? undefined
    : Object.fromEntries(below.map(([path, text]) => [path.slice(dotted.length + 1), text]));
}

/** A nested value at a dotted path, e.g. { a: { b: value } }. */
const nested = (dotted: string, value: unknown): Record<string, unknown> =>
  dotted
    .split('.')
    .reduceRight<unknown>((inner, segment) => ({ [segment]: inner }), value) as Record<
    string,
    unknown
  >;

/** The owner's words for a value of the template's: each text marked as theirs. */
const owners = (value: unknown): unknown =>
  typeof value === 'string'
    ? `${value} (the owner’s words)`
    : Object.fromEntries(Object.entries(value as object).map(([key, text]) => [key, owners(text)]));

/** The owner's override of an old key: their words for its first new key, or any words for a dropped one. */
const overrideOf = (targets: readonly string[]): unknown => {
  const [first] = targets;
  return owners(first === undefined ? 'Old words' : templateValue(first));
};

/** A text key as a path of groups, each segment without its @-conditions: variants of one text meet. */
const textPath = (key: string) => key.replace(/@[^.]*/g, '');

/** Two keys meet if they are one text, or one is a group holding the other. */
const meet = (one: string, other: string) => {
  const [a, b] = [textPath(one), textPath(other)];
  return a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
};

/**
 * The renames in batches whose keys (old and new) never meet, so each batch's overrides
 * share one owner folder and one reading, as if each were read alone.
 */
function apart(renames: [string, readonly string[]][]): [string, readonly string[]][][] {
  const batches: { renames: [string, readonly string[]][]; keys: string[] }[] = [];
  for (const rename of renames) {
    const keys = [rename[0], ...rename[1]];
    const free = batches.find((batch) =>
      batch.keys.every((key) => keys.every((other) => !meet(key, other))),
    );
    if (free) {
      free.renames.push(rename);
      free.keys.push(...keys);
    } else batches.push({ renames: [rename], keys });
  }
  return batches.map((batch) => batch.renames);
}

/** Two trees of groups with no key in common, as one. */
function merged(
  one: Record<string, unknown>,
  other: Record<string, unknown>,
): Record<string, unknown> {
  const result = { ...one };
  for (const [key, value] of Object.entries(other)) {
    const mine = result[key];
    result[key] =
      typeof mine === 'object' && mine !== null && typeof value === 'object' && value !== null
        ? merged(mine as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return result;
}

describe('the map of keys the template renamed', () => {
  it('follows a key renamed twice to its last name, in one step', () => {
    expect(
      followedToToday({ 'legal:a': ['legal:b', 'legal:c'], 'legal:b': ['legal:d'], 'legal:c': [] }),
    ).toEqual({ 'legal:a': ['legal:d'], 'legal:b': ['legal:d'], 'legal:c': [] });
  });

  it('leads every old key to keys the template has now, and no old key is a text of today’s', () => {
    for (const [from, targets] of Object.entries(RENAMES_TO_TODAY)) {
      // Gone, or a group now where it was a text ('signup_disclosure.cfd').
      expect(typeof templateValue(from), from).not.toBe('string');
      for (const target of targets) expect(templateValue(target), target).toBeDefined();
    }
  });

  // One owner folder per batch of overrides, read once: a reading per key took most of a minute.
  const readings = new Map<string, { reading: ReturnType<typeof readOwner>; batch: number }>();
  const removals: (() => void)[] = [];
  beforeAll(() => {
    for (const batch of apart(Object.entries(RENAMES_TO_TODAY))) {
      const folder = ownerCopy();
      removals.push(folder.remove);
      const files: Record<string, Record<string, unknown>> = {};
      for (const [from, targets] of batch) {
        const [namespace = '', dotted = ''] = from.split(':');
        files[namespace] = merged(files[namespace] ?? {}, nested(dotted, overrideOf(targets)));
      }
      mkdirSync(join(folder.path, 'locales/it'), { recursive: true });
      for (const [namespace, tree] of Object.entries(files)) {
        writeFileSync(join(folder.path, `locales/it/${namespace}.json`), JSON.stringify(tree));
      }
      const reading = readOwner(folder, 2026);
      for (const [from] of batch) readings.set(from, { reading, batch: batch.length });
    }
  });
  afterAll(() => {
    for (const remove of removals) remove();
  });

  it.each(Object.entries(RENAMES_TO_TODAY))(
    'reads an override of %s as its new keys, or says it was dropped, never failing',
    (from, targets) => {
      const [namespace = '', dotted = ''] = from.split(':');
      const read = readings.get(from);
      if (!read) throw new Error(`${from} was not read`);
      const { reading, batch } = read;
      expect(reading.problems).toEqual([]);
      // One line per key of the batch, this key's among them.
      expect(reading.migrated).toHaveLength(batch);
      const said = reading.migrated.filter((line) =>
        line.startsWith(`owner/locales/it/${namespace}.json: "${dotted}"`),
      );
      expect(said).toHaveLength(1);
      if (!reading.owner) throw new Error('the folder must load');
      const words = overrideOf(targets);
      for (const target of targets) {
        const [targetNamespace = '', targetKey = ''] = target.split(':');
        const served = flattenKeys(siteNamespace(reading.owner, 'it', targetNamespace));
        const expected = flattenKeys(nested(targetKey, words));
        for (const [key, text] of expected) expect(served.get(key)).toBe(text);
      }
      if (targets.length === 0) {
        expect(said[0]).toContain('the template dropped this text');
      }
    },
  );
});

describe('reading old keys as new ones', () => {
  const template = { ns: { group: { renamed: 'R', split_one: 'S1', split_two: 'S2', kept: 'K' } } };
  const renames = {
    'ns:group.old': ['ns:group.renamed'],
    'ns:group.older': ['ns:group.old'],
    'ns:group.whole': ['ns:group.split_one', 'ns:group.split_two'],
    'ns:group.gone': [],
    'ns:group.kept_old': ['ns:group.kept'],
  };

  it('keeps the owner’s order, follows a key renamed twice, and splits with every variant', () => {
    const owner = { ns: { group: { first: 'a', older: 'b', whole: 'c', last: 'd' } } };
    const { strings, changes } = renameKeys(owner, template, renames);
    expect(JSON.stringify(strings)).toBe(
      JSON.stringify({
        ns: { group: { first: 'a', renamed: 'b', split_one: 'c', split_two: 'c', last: 'd' } },
      }),
    );
    expect(changes.map(({ from }) => from)).toEqual([
      'ns:group.older',
      'ns:group.whole',
      'ns:group.old',
    ]);
    expect(owner.ns.group.older).toBe('b');
  });

  it('keeps what the owner wrote at a new key, drops a dropped key, and says so', () => {
    const owner = { ns: { group: { kept_old: 'old words', kept: 'new words', gone: 'x' } } };
    const { strings, changes } = renameKeys(owner, template, renames);
    expect(strings).toEqual({ ns: { group: { kept: 'new words' } } });
    const file = (namespace: string) => `owner/locales/it/${namespace}.json`;
    expect(changes.map((change) => describeChange(change, file))).toEqual([
      'owner/locales/it/ns.json: "group.gone": the template dropped this text: your words for it show nowhere, and npm run owner:migrate removes them (git keeps them)',
      'owner/locales/it/ns.json: "group.kept_old": the template renamed it; you had "group.kept" already, which stays as written',
    ]);
  });

  it('leaves a key the template uses again as its own kind: a text grown into a group', () => {
    const current = { trading: { signup_disclosure: { cfd: { offered: 'O' } } } };
    const owner = { trading: { signup_disclosure: { cfd: { offered: 'mine' } } } };
    expect(renameKeys(owner, current).changes).toEqual([]);
    const old = { trading: { signup_disclosure: { cfd: 'one paragraph' } } };
    expect(renameKeys(old, current).strings).toEqual({ trading: {} });
  });

  it('moves the record of the English a translation was made from, of the old kind only', () => {
    const current = { trading: { signup_disclosure: { cfd: { offered: 'O' } } } };
    expect(
      renameSourceKeys(
        { trading: { 'signup_disclosure.cfd': 'a', 'signup_disclosure.cfd.offered': 'b' } },
        current,
        { 'trading:signup_disclosure.cfd': ['trading:elsewhere'] },
      ),
    ).toEqual({ trading: { elsewhere: 'a', 'signup_disclosure.cfd.offered': 'b' } });
  });
});

describe('a template value that became an owner fact', () => {
  const frozen = (text: string) => ({ privacy: { updated: text }, cookie: { updated: text } });

  function readWith(legal: unknown) {
    const folder = ownerCopy();
    remove = folder.remove;
    mkdirSync(join(folder.path, 'locales/it'), { recursive: true });
    writeFileSync(join(folder.path, 'locales/it/legal.json'), JSON.stringify(legal));
    return { folder, reading: readOwner(folder, 2026) };
  }

  it('reads an old override of the policies’ date with the owner’s month in its tag, and says so', () => {
    const { reading } = readWith(frozen('Aggiornata il <date>giugno 2025</date>'));
    expect(reading.problems).toEqual([]);
    if (!reading.owner) throw new Error('the folder must load');
    const served = flattenKeys(siteNamespace(reading.owner, 'it', 'legal'));
    expect(served.get('privacy.updated')).toBe('Aggiornata il <date>{{policiesUpdated}}</date>');
    expect(served.get('cookie.updated')).toBe('Aggiornata il <date>{{policiesUpdated}}</date>');
    expect(reading.migrated).toEqual([
      'owner/locales/it/legal.json: "privacy.updated": "giugno 2025" → {{policiesUpdated}}, the template\'s text shows your legal.json "policiesUpdated" there now',
      'owner/locales/it/legal.json: "cookie.updated": "giugno 2025" → {{policiesUpdated}}, the template\'s text shows your legal.json "policiesUpdated" there now',
    ]);
  });

  it('leaves an override that shows the fact already, or has no tag to put it in', () => {
    const current = readWith(frozen('Aggiornata: <date>{{policiesUpdated}}</date>')).reading;
    expect(current.migrated).toEqual([]);
    const untagged = readWith(frozen('Aggiornata a giugno 2025')).reading;
    expect(untagged.migrated).toEqual([]);
  });

  it('is written into the file by owner:migrate, once', () => {
    const { folder } = readWith(frozen('Aggiornata il <date>giugno 2025</date>'));
    expect(migrateFolder(folder)).toHaveLength(2);
    const file = join(folder.path, 'locales/it/legal.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(
      frozen('Aggiornata il <date>{{policiesUpdated}}</date>'),
    );
    expect(migrateFolder(folder)).toEqual([]);
  });
});

describe('npm run owner:migrate', () => {
  it('tells a dropped key as removed, having removed it', () => {
    const folder = ownerCopy();
    remove = folder.remove;
    mkdirSync(join(folder.path, 'locales/it'), { recursive: true });
    const file = join(folder.path, 'locales/it/legal.json');
    writeFileSync(
      file,
      JSON.stringify({ toc_label: 'In questa pagina', privacy: { updated_datetime: '2025-06' } }),
    );
    expect(migrateFolder(folder)).toEqual([
      'owner/locales/it/legal.json: "privacy.updated_datetime": the template dropped this text, which showed nowhere: removed (git keeps it)',
    ]);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ toc_label: 'In questa pagina' });
  });

  it('writes the overrides and their record under the new keys, key by key, once', () => {
    const folder = ownerCopy();
    remove = folder.remove;
    const locales = join(folder.path, 'locales/it');
    mkdirSync(locales, { recursive: true });
    const file = join(locales, 'legal.json');
    writeFileSync(
      file,
      JSON.stringify({
        toc_label: 'In questa pagina',
        privacy: { sections: { recipients: { list1: { flags: 'le bandiere (mie parole)' } } } },
      }),
    );
    writeFileSync(
      join(locales, '_source.json'),
      JSON.stringify({ legal: { 'privacy.sections.recipients.list1.flags': 'abc' } }),
    );
    expect(migrateFolder(folder)).toEqual([
      'owner/locales/it/legal.json: "privacy.sections.recipients.list1.flags" → "privacy.sections.recipients.list1.flags@flagService" (the template renamed it)',
    ]);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      toc_label: 'In questa pagina',
      privacy: {
        sections: { recipients: { list1: { 'flags@flagService': 'le bandiere (mie parole)' } } },
      },
    });
    expect(JSON.parse(readFileSync(join(locales, '_source.json'), 'utf8'))).toEqual({
      legal: { 'privacy.sections.recipients.list1.flags@flagService': 'abc' },
    });
    expect(migrateFolder(folder)).toEqual([]);
  });
});
