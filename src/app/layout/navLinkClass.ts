/** Shared look of header navigation links; `active` marks the current page. */
export function navLinkClass(active: boolean, extra = ''): string {
  const base =
    'rounded-md px-3 py-2 text-sm font-medium transition-colors min-h-11 inline-flex items-center';
  const state = active
    ? 'bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-white'
    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';
  return `${base} ${state} ${extra}`;
}
