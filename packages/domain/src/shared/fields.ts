import { z } from 'zod';
import { required } from './field-messages.ts';
import { isUsState } from './us-states.ts';

export { required };

/** A trimmed, required text field. */
export const text = (label: string) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, { error: required(label), abort: true });

export const optionalText = z.string().trim().optional().default('');

export const usZip = (label: string) =>
  text(label).regex(/^\d{5}(-\d{4})?$/, `The ${label} must be a valid 5-digit ZIP code.`);

export const usState = (label: string) => text(label).refine(isUsState, `The ${label} must be a US state.`);
