/** A disabled button looks unavailable: greyed, no hover change, a not-allowed pointer. */
const DISABLED =
  'disabled:cursor-not-allowed disabled:border-slate-300 disabled:bg-slate-200 disabled:text-slate-600 disabled:shadow-none';

/** Shared class names so links and buttons that act alike look alike. */
export const BUTTON_STYLES = {
  primary: `inline-flex items-center justify-center gap-2 rounded-full bg-brand-800 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-900 ${DISABLED}`,
  secondary: `inline-flex items-center justify-center gap-2 rounded-full border-2 border-brand-800 bg-white px-6 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 ${DISABLED}`,
  accent: `inline-flex items-center justify-center gap-2 rounded-full bg-accent-400 px-6 py-3 font-semibold text-ink shadow-sm hover:bg-amber-300 ${DISABLED}`,
  quiet: `inline-flex items-center justify-center gap-2 rounded-md px-3 py-2 font-medium text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-transparent`,
} as const;

export type ButtonVariant = keyof typeof BUTTON_STYLES;
