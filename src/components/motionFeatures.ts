/**
 * The animation features the page transitions use, in their own chunk: loaded
 * after the page is live, so the page answers taps without waiting for them.
 */
export { domAnimation as default } from 'motion/react';
