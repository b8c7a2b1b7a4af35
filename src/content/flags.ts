/** The language picker's flags the build emitted, by country code; empty where the flag service draws them. */
export { flags } from 'virtual:owner/flags';
