import {
  AI_REQUEST_MESSAGES,
  aiRoomSchema,
  type GenerationRequest,
  generationBody,
} from '@app/domain/ai-design/request';
import { dollarsToCents } from '@app/domain/catalog/catalog-import-cells';
import type { OwnRoomKind } from '@app/domain/projects/own-room';
import type { StyleAnswers } from '@app/domain/room/style-profile';
import {
  bodyOf,
  newRoom,
  type RoomDraft,
  type RoomErrors,
} from '../../components/own-room/own-room-draft.ts';

/**
 * The AI designer's request as the form holds it (issue 26 point 3): a floor plan or the homeowner's own
 * measures, the style quiz's answers, a budget in dollars as typed, the products to keep or avoid. It becomes
 * the API's body (domain ai-design/request.ts) and is checked by the same schema the server applies; each
 * problem is kept on the API's field path (`room.measures.width_in`, `budget_cents`, `keep`).
 */

/** A product named to keep or avoid, with what the chip shows. */
export type NamedProduct = { hash: string; name: string; brand: string; thumb: string };

export type RequestDraft = {
  room: 'plan' | 'own';
  plan: string | null;
  own: RoomDraft;
  answers: Record<string, string>;
  budget: string;
  keep: NamedProduct[];
  avoid: NamedProduct[];
};

export type RequestErrors = Record<string, string>;

export const newRequest = (
  answers: StyleAnswers | null,
  ownKind: OwnRoomKind = 'bathroom',
): RequestDraft => ({
  room: 'plan',
  plan: null,
  own: { ...newRoom(), kind: ownKind },
  answers: answers ?? {},
  budget: '',
  keep: [],
  avoid: [],
});

/** The budget in whole cents, or the text as typed for the schema to refuse with the domain's message. */
function budgetOf(typed: string): number | string {
  const read = dollarsToCents(typed);
  return 'cents' in read ? read.cents : typed;
}

/** The room as the API takes it: the plan's id, or the kind and the measures in whole inches. */
function roomOf(d: RequestDraft) {
  if (d.room === 'plan') return { plan: d.plan ?? '' };
  const { kind, name: _name, ...measures } = bodyOf(d.own);
  return { kind, measures };
}

/** The API's body, before the rules have looked at it. */
export const requestBodyOf = (d: RequestDraft, showroom: string) => ({
  room: roomOf(d),
  style_answers: d.answers,
  budget_cents: budgetOf(d.budget),
  showroom,
  keep: d.keep.map((p) => p.hash),
  avoid: d.avoid.map((p) => p.hash),
  picture: false,
});

type Issue = { path: PropertyKey[]; message: string };
const collect = (errors: RequestErrors, issues: readonly Issue[], prefix: string[] = []) => {
  for (const issue of issues) errors[[...prefix, ...issue.path.map(String)].join('.')] ??= issue.message;
};

/**
 * The body the server takes, or each problem on its field, the first message each. The room is checked by
 * its own branch of the union (a plan, or measures), so a problem of the measures is on its field rather than
 * one "invalid union" for the whole room.
 */
export function checkRequest(
  d: RequestDraft,
  showroom: string,
): { body: GenerationRequest } | { errors: RequestErrors } {
  const raw = requestBodyOf(d, showroom);
  const errors: RequestErrors = {};
  const [planRoom, ownRoom] = aiRoomSchema.options;
  const room = (d.room === 'plan' ? planRoom : ownRoom).safeParse(raw.room);
  if (!room.success) collect(errors, room.error.issues, ['room']);
  const rest = generationBody.omit({ room: true }).safeParse(raw);
  if (!rest.success) collect(errors, rest.error.issues);
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: { ...raw, room: room.data!, budget_cents: raw.budget_cents as number } as GenerationRequest,
  };
}

/** The own room's problems as its fields name them (`width_in`, `openings.0.offset_in`). */
export function measureErrors(errors: RequestErrors): RoomErrors {
  const prefix = 'room.measures.';
  return Object.fromEntries(
    Object.entries(errors).flatMap(([k, v]) => (k.startsWith(prefix) ? [[k.slice(prefix.length), v]] : [])),
  );
}

/** The style questions left unanswered, by the errors' paths (`style_answers.feel`). */
export const styleError = (errors: RequestErrors) =>
  Object.entries(errors).find(([k]) => k.startsWith('style_answers'))?.[1];

/** The server's 422 as the form's errors: the first message of each field. */
export const fromServer = (fieldErrors: Record<string, string[]>): RequestErrors =>
  Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, v[0] ?? AI_REQUEST_MESSAGES.product]));
