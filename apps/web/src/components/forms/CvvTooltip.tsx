/** Where to find the security code: 3 digits on the back, or 4 on the front of an American Express card. */
export const cvvHelp = (digits: number) =>
  digits === 4
    ? 'The 4-digit number on the front of your card'
    : 'The 3-digit number on the back of your card';

/** A '?' button that shows the CVV help on hover and on keyboard focus; the input is described by it too. */
export function CvvTooltip({ id, text }: { id: string; text: string }) {
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-label="What is the CVV?"
        aria-describedby={id}
        className="flex size-7 items-center justify-center rounded-full text-xs font-bold text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        ?
      </button>
      <span
        role="tooltip"
        id={id}
        className="pointer-events-none invisible absolute right-0 bottom-full z-10 mb-2 w-56 rounded-md bg-slate-900 px-3 py-2 text-xs text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        {text}
      </span>
    </span>
  );
}
