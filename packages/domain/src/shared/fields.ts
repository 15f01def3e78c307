import { z } from 'zod';
import { isUsState } from './us-states.ts';

/** Laravel's wording, as the spec's forms show it: 'The {field} field is required.' */
export const required = (label: string) => `The ${label} field is required.`;

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
