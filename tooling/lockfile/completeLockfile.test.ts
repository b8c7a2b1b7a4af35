import { describe, expect, it } from 'vitest';
import { completeLockfile, platformOfName, type Lockfile } from './completeLockfile';

describe('platformOfName', () => {
  it('reads os, cpu and libc from a binding package name', () => {
    expect(platformOfName('@tailwindcss/oxide-darwin-arm64')).toEqual({
      os: ['darwin'],
      cpu: ['arm64'],
    });
    expect(platformOfName('@unrs/resolver-binding-linux-arm-musleabihf')).toEqual({
      os: ['linux'],
      cpu: ['arm'],
      libc: ['musl'],
    });
    expect(platformOfName('@tailwindcss/oxide-linux-x64-gnu')?.libc).toEqual(['glibc']);
    expect(platformOfName('@tailwindcss/oxide-wasm32-wasi')).toEqual({ cpu: ['wasm32'] });
    expect(platformOfName('left-pad')).toBeNull();
  });
});

describe('completeLockfile', () => {
  it('adds the missing optional platform packages of a dev dependency, and nothing else', () => {
    const lock: Lockfile = {
      packages: {
        '': {},
        'node_modules/@tailwindcss/oxide': {
          version: '4.3.5',
          dev: true,
          optionalDependencies: {
            '@tailwindcss/oxide-linux-x64-gnu': '4.3.5',
            '@tailwindcss/oxide-win32-x64-msvc': '4.3.5',
            'some-helper': '^1.0.0',
          },
        },
        'node_modules/@tailwindcss/oxide-linux-x64-gnu': { version: '4.3.5', integrity: 'x' },
      },
    };
    expect(completeLockfile(lock)).toEqual(['@tailwindcss/oxide-win32-x64-msvc@4.3.5']);
    expect(lock.packages['node_modules/@tailwindcss/oxide-win32-x64-msvc']).toEqual({
      version: '4.3.5',
      dev: true,
      optional: true,
      os: ['win32'],
      cpu: ['x64'],
    });
    expect(lock.packages['node_modules/@tailwindcss/oxide-linux-x64-gnu']).toEqual({
      version: '4.3.5',
      integrity: 'x',
    });
  });
});
