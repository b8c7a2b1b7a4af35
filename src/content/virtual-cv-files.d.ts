declare module 'virtual:cv-files' {
  /** Bytes of each CV file the build writes, by its path below the base path (tooling/cv/cvPlugin.ts). */
  export const CV_FILE_SIZES: Readonly<Record<string, number>>;
}
