import type { AiDesign, Generation } from '@app/domain/ai-design/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { loginWithRedirect, paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';
import { getShopProfile, myItemOf } from '../../lib/showroom-lookup.ts';
import { showroomSelection, useSelectedShowroom } from '../../lib/showroom-selection.ts';
import { keepAiRoom, type OwnRoomAsked } from './api/own-room-project.ts';
import { isOwnRoomDesign, openInRoom, ownRoomLinkOf, roomLinkOf } from './design-room.ts';

export const OPEN_ROOM_MESSAGES = {
  signIn: 'Sign in to your shop account to open this room',
  homeownersOnly: 'Rooms of your own measures are kept on a homeowner’s shop account.',
  unavailable: 'This room cannot be opened in the 3-D room editor.',
  showroomClosed: 'The showroom these designs were priced in is no longer open.',
  failed: 'The room could not be opened. Please try again.',
} as const;

/**
 * What a card's "Open in 3-D room" does: opens it; first asks the visitor to sign in to the marketplace (a
 * room of their own measures is kept, saved, checked and bought on a shop account); waits for the session;
 * or cannot (`why`).
 */
export type RoomGate =
  | { kind: 'open' }
  | { kind: 'wait' }
  | { kind: 'sign-in'; to: string }
  | { kind: 'unavailable'; why: string };

/** The room of the homeowner's own measures the generation was asked for, if it was. */
const ownRoomAsked = (generation: Generation): OwnRoomAsked | null =>
  generation.room && 'kind' in generation.room ? generation.room : null;

/** A reason the room cannot open, said as it is. */
class NotOpened extends Error {}

/** What went wrong, in words for beside the button: the server's own word on a field, else its message. */
function failureText(error: unknown): string {
  if (error instanceof NotOpened) return error.message;
  if (!isApiError(error)) return OPEN_ROOM_MESSAGES.failed;
  const onField = Object.values(error.fieldErrors).flat()[0];
  return onField ?? (error.status === 0 ? OPEN_ROOM_MESSAGES.failed : error.message);
}

/**
 * "Open in 3-D room": the design stored as the visualizer's draft, in the showroom it was priced in (selected
 * first when another is selected now, so /visualize, its checklist and the cart price it the same), then
 * /visualize on its plan and template. A room of the homeowner's own measures is first kept in their project
 * for that showroom (found, or made and named after the design), and opens as that project room.
 */
export function useOpenInRoom(generation: Generation) {
  const navigate = useNavigate();
  const session = useSession();
  const { selected, select } = useSelectedShowroom();
  const [opening, setOpening] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const asked = ownRoomAsked(generation);
  const showroom = generation.showroom;

  function gateOf(design: AiDesign): RoomGate {
    if (!isOwnRoomDesign(design))
      return roomLinkOf(design)
        ? { kind: 'open' }
        : { kind: 'unavailable', why: OPEN_ROOM_MESSAGES.unavailable };
    if (!asked) return { kind: 'unavailable', why: OPEN_ROOM_MESSAGES.unavailable };
    if (session.status === 'loading') return { kind: 'wait' };
    if (!session.user) {
      const back = `${paths.designAiGeneration(generation.id)}&design=${design.index}`;
      return { kind: 'sign-in', to: loginWithRedirect(back) };
    }
    if (session.user.type !== 'User') return { kind: 'unavailable', why: OPEN_ROOM_MESSAGES.homeownersOnly };
    return { kind: 'open' };
  }

  async function linkOf(design: AiDesign) {
    if (!isOwnRoomDesign(design) || !asked) return roomLinkOf(design);
    const { projectId, room } = await keepAiRoom(design, asked, showroom);
    // The visualizer saves the design into this project (my_item.project), not a new one.
    showroomSelection.remember({ project: projectId });
    return ownRoomLinkOf(design, asked.kind, room.id);
  }

  async function open(design: AiDesign) {
    setOpening(design.index);
    setErrors(({ [design.index]: _, ...rest }) => rest);
    try {
      if (selected?.vsd_id.toUpperCase() !== showroom.toUpperCase()) {
        const profile = await getShopProfile(showroom).catch(() => null);
        if (!profile) throw new NotOpened(OPEN_ROOM_MESSAGES.showroomClosed);
        select(myItemOf(profile));
      }
      const url = openInRoom(design, await linkOf(design));
      if (!url) throw new NotOpened(OPEN_ROOM_MESSAGES.unavailable);
      navigate(url);
    } catch (error) {
      setErrors((e) => ({ ...e, [design.index]: failureText(error) }));
    } finally {
      setOpening(null);
    }
  }
  return { open, opening, gateOf, errorOf: (index: number) => errors[index] ?? null };
}
