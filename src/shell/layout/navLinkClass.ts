/** Shared look of header navigation links; `active` marks the current page. */
export function navLinkClass(active: boolean, extra = ''): string {
  const base =
    'rounded-control px-3 py-2 text-sm font-medium transition-colors min-h-11 inline-flex items-center';
  const state = active
    ? 'bg-accent-soft text-on-accent-soft'
    : 'text-ink hover:bg-accent-soft hover:text-on-accent-soft';
  return `${base} ${state} ${extra}`;
}
