import type { RoomDocument } from '@app/domain/room/document';
import { sampleRoom } from '@app/domain/room/room.fixture';
import { ROOM_MESSAGES } from '@app/domain/room/room-validity';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RoomDimensions } from './RoomDimensions.tsx';

/** The sample room with a backsplash band 2500–2900 mm along its south wall (3000 mm, 118 in). */
function roomWithBand(): RoomDocument {
  const doc = sampleRoom();
  doc.surfaces.push({
    id: 'end-band',
    kind: 'backsplash',
    region: { type: 'wall', wallId: 'south', from: 2500, to: 2900, bottom: 900, top: 1350 },
    product: null,
    pattern: 'straight',
    groutMm: 2,
  });
  return doc;
}

describe('the room size fields', () => {
  it('a wall shortened past a band on it is refused with the reason, and the room is left as it was', async () => {
    const user = userEvent.setup();
    const edits: RoomDocument[] = [];
    const doc = roomWithBand();
    render(<RoomDimensions doc={doc} edit={(fn) => edits.push(fn(doc))} />);
    const south = screen.getByLabelText('Wall south');
    await user.clear(south);
    // 90 in = 2286 mm: the band from 2500 mm would be off the wall.
    await user.type(south, '90{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(ROOM_MESSAGES.bandOffWall);
    expect(edits).toEqual([]);
    await user.clear(south);
    await user.type(south, '116{Enter}');
    expect(edits).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  }, 30_000);
});
