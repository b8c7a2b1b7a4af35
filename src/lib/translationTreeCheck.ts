/**
 * Reading a translation file's key tree (nested groups of keys whose leaves are
 * texts) against an expected structure, collecting every problem instead of
 * stopping at the first, each at its full dotted key.
 */

/** A group of keys in a translation file: a JSON object. */
export type KeyGroup = Record<string, unknown>;

export interface TreeProblem {
  /** The full dotted key, e.g. 'privacy.sections.rights.list1'. */
  key: string;
  /** What is wrong, worded to follow the key: 'is missing', 'must be a text' … */
  problem: string;
}

export function isKeyGroup(value: unknown): value is KeyGroup {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Each check reports what is wrong and says whether the part can be used. */
export class TranslationTreeCheck {
  readonly problems: TreeProblem[] = [];

  report(key: string, problem: string): void {
    this.problems.push({ key, problem });
  }

  text(value: unknown, key: string): value is string {
    if (typeof value === 'string') return true;
    if (value === undefined) this.report(key, 'is missing');
    else
      this.report(
        key,
        isKeyGroup(value) ? 'must be a text, not a group of keys' : 'must be a text',
      );
    return false;
  }

  /** `expected` tells the owner what belongs there, e.g. 'a list: one text per item'. */
  group(value: unknown, key: string, expected: string): value is KeyGroup {
    if (isKeyGroup(value)) return true;
    const wrong = value === undefined ? 'is missing' : 'must be a group of keys';
    this.report(key, `${wrong} (${expected})`);
    return false;
  }

  /** The keys of a group that must hold texts only (a list's items, a table's columns). */
  textKeys(group: KeyGroup, key: string): string[] {
    const names = Object.keys(group);
    if (names.length === 0) this.report(key, 'is empty');
    return names.filter((name) => this.text(group[name], `${key}.${name}`));
  }

  /** Reports each key of a group that is not one of `known`. */
  unknownKeys(group: KeyGroup, key: string, known: readonly string[], what: string): void {
    for (const name of Object.keys(group).filter((name) => !known.includes(name))) {
      this.report(`${key}.${name}`, `is not a known part of ${what} (known: ${known.join(', ')})`);
    }
  }
}
