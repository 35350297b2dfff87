/** A text field's look, the same in every form; a field its form marks invalid turns red. */
export const FIELD_CLASS =
  'block w-full rounded-xl border border-brand-100 bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-brand-600 aria-[invalid=true]:border-red-700';
