/**
 * The buttons of the sponsor's giving page: the main one of a form, the quiet one beside
 * it (also a link styled as a button), and the one that erases.
 */
export const primaryButton =
  'min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70';

/** The main button of a panel that is one form (send my link, save my receipt name): a little larger. */
export const panelButton =
  'min-h-11 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70';

export const secondaryButton =
  'min-h-11 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-70';

/** `secondaryButton` that centres its text as a flex box: for a link styled as a button, and the buttons beside one. */
export const secondaryInline = `inline-flex items-center ${secondaryButton}`;

export const dangerButton =
  'min-h-11 rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-70';
