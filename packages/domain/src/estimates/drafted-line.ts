import { type EstimateLine, estimateLineInput, LINE_LIMITS } from './estimate-line.ts';

/**
 * A drafted line must be one the pro can send back unchanged in the next version (estimateLineInput): its
 * room, description and note are cut to a line's limits (a takeoff note of a few hundred surfaces keeps its
 * first steps), and what cannot be cut (a quantity or total past the limits) is reported, not stored.
 */
const cut = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

export const fittedLine = (line: EstimateLine): EstimateLine => ({
  ...line,
  room: cut(line.room, LINE_LIMITS.room),
  description: cut(line.description, LINE_LIMITS.description),
  note: cut(line.note, LINE_LIMITS.note),
});

/** The first thing estimateLineInput refuses in a drafted line, or null when it would be taken back as is. */
export function draftedLineProblem(line: EstimateLine): string | null {
  const parsed = estimateLineInput.safeParse(line);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'The line is invalid.');
}
