import { Link, type LinkProps } from 'react-router';
import { focusRing } from './focus-ring.ts';

const TONES = {
  /** The main way on: brand colour, bold. */
  strong: 'font-semibold text-brand-700 hover:underline',
  /** A link inside a form or a sentence. */
  brand: 'font-medium text-brand-700 hover:underline',
  /** A quiet way out, e.g. 'Continue Shopping'. */
  muted: 'text-slate-600 hover:text-slate-900 hover:underline',
} as const;

export type TextLinkTone = keyof typeof TONES;

/** A router link that reads as text (not a button), with the shared keyboard focus ring. */
export function TextLink({ tone = 'brand', className = '', ...rest }: LinkProps & { tone?: TextLinkTone }) {
  return <Link className={`rounded ${TONES[tone]} ${focusRing} ${className}`.trim()} {...rest} />;
}
