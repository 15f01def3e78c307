import { OWN_ROOM_MESSAGES, type OwnRoom } from '@app/domain/projects/own-room';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthToken } from '../../../../lib/storage.ts';
import { fakeApi, invalid, ok } from '../../../../testing/fake-api.ts';
import { renderPage } from '../../../../testing/render-page.tsx';
import { authUser, TOKEN } from '../../../../testing/users.ts';
import { overviewOf } from '../../testing/fixtures.ts';
import { OwnRoomsSection } from './OwnRoomsSection.tsx';

const saved: OwnRoom = {
  id: 7,
  project_id: 5,
  name: 'Our kitchen',
  kind: 'kitchen',
  width_in: 144,
  length_in: 120,
  height_in: 96,
  openings: [
    { wall: 's', kind: 'door', offset_in: 12, width_in: 32, height_in: 80, sill_in: 0 },
    { wall: 'n', kind: 'window', offset_in: 24, width_in: 36, height_in: 48, sill_in: 36 },
  ],
  floor_sqft: 120,
  floorplan: 'project-room-7',
  created_at: '2026-11-22T18:00:00Z',
};

const open = (role: 'owner' | 'pro' = 'owner') =>
  renderPage(() => <OwnRoomsSection project={overviewOf({ role })} />, { route: '/projects/5' });

describe('Measure your own room (issue 24 point 6)', () => {
  it('says what is wrong under each field, by the domain’s rules, before anything is sent', async () => {
    setAuthToken(TOKEN);
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/project/5/rooms': ok({ rooms: [] }),
    });
    const ui = open();
    await ui.user.click(await screen.findByRole('button', { name: 'Measure your own room' }));
    const form = screen.getByRole('form', { name: 'Measure your own room' });
    // The starting room is drawn at once: 12 ft by 10 ft with its door.
    expect(
      within(form).getByRole('img', { name: 'Plan: 12′ wide, 10′ long, 1 door, 0 windows' }),
    ).toBeTruthy();

    await ui.user.clear(within(form).getByRole('textbox', { name: 'Width, feet' }));
    await ui.user.type(within(form).getByRole('textbox', { name: 'Width, feet' }), '2');
    await ui.user.click(within(form).getByRole('button', { name: 'Add a window' }));
    const window = within(form).getByRole('group', { name: '2. Window' });
    const fromCorner = within(window).getByRole('textbox', { name: 'From left corner (in)' });
    await ui.user.clear(fromCorner);
    await ui.user.type(fromCorner, '130');
    await ui.user.click(within(form).getByRole('button', { name: 'Save room' }));

    expect(await within(form).findByText('The name field is required.')).toBeTruthy();
    expect(within(form).getByText('The width must be at least 3′ (36 in).')).toBeTruthy();
    // With the room 2 ft wide, its door no longer fits its wall either: said under the door.
    const door = within(form).getByRole('group', { name: '1. Door' });
    expect(within(door).getByText(OWN_ROOM_MESSAGES.pastEnd(24))).toBeTruthy();
    expect(within(form).getByText('4 measures need a look: see the messages below.')).toBeTruthy();
    // The room too narrow, the plan waits for a sound width.
    expect(
      within(form).getByText('Enter the room’s width, length and ceiling height to see its plan.'),
    ).toBeTruthy();

    await ui.user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Our kitchen');
    await ui.user.clear(within(form).getByRole('textbox', { name: 'Width, feet' }));
    await ui.user.type(within(form).getByRole('textbox', { name: 'Width, feet' }), '12');
    await ui.user.click(within(form).getByRole('button', { name: 'Save room' }));
    // The window runs past the top wall (144 in): said under where it starts; the plan leaves it off.
    expect(await within(window).findByText(OWN_ROOM_MESSAGES.pastEnd(144))).toBeTruthy();
    expect(fromCorner.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(form).getByRole('img', { name: 'Plan: 12′ wide, 10′ long, 1 door, 0 windows' }),
    ).toBeTruthy();
    expect(api.calls('POST /api/project/5/rooms')).toHaveLength(0);
  });

  it('sends the room in inches, shows the server’s refusal on its field, then lists it to design', async () => {
    setAuthToken(TOKEN);
    let rooms: OwnRoom[] = [];
    let taken = true;
    const api = fakeApi({
      'GET /api/authuser': ok(authUser()),
      'GET /api/project/5/rooms': () => ok({ rooms }),
      'POST /api/project/5/rooms': () => {
        if (taken) {
          taken = false;
          return invalid({ name: [OWN_ROOM_MESSAGES.nameTaken] });
        }
        rooms = [saved];
        return { status: 201, body: { success: true, message: OWN_ROOM_MESSAGES.saved, data: saved } };
      },
    });
    const ui = open();
    await ui.user.click(await screen.findByRole('button', { name: 'Measure your own room' }));
    const form = screen.getByRole('form', { name: 'Measure your own room' });
    await ui.user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Our kitchen');
    await ui.user.click(within(form).getByRole('button', { name: 'Add a window' }));
    expect(
      within(form).getByRole('img', { name: 'Plan: 12′ wide, 10′ long, 1 door, 1 window' }),
    ).toBeTruthy();
    await ui.user.click(within(form).getByRole('button', { name: 'Save room' }));
    expect(await within(form).findByText(OWN_ROOM_MESSAGES.nameTaken)).toBeTruthy();
    // The starting 12 × 10 ft room with its door and the window added, in whole inches: what was kept.
    const { id: _id, project_id: _p, floor_sqft: _f, floorplan: _fp, created_at: _c, ...sent } = saved;
    expect(api.calls('POST /api/project/5/rooms')[0]!.body).toEqual(sent);

    await ui.user.click(within(form).getByRole('button', { name: 'Save room' }));
    expect(await screen.findByText(OWN_ROOM_MESSAGES.saved)).toBeTruthy();
    const card = within(await screen.findByRole('list', { name: 'Measured rooms' })).getByRole('listitem');
    expect(within(card).getByText('Kitchen · 12′ × 10′ · ceiling 8′')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Design this room' }).getAttribute('href')).toBe(
      '/visualize?floorplan=project-room-7',
    );
  });

  it('shows the project’s other people the rooms, without measuring or designing', async () => {
    setAuthToken(TOKEN);
    fakeApi({ 'GET /api/authuser': ok(authUser()), 'GET /api/project/5/rooms': ok({ rooms: [saved] }) });
    open('pro');
    const card = within(await screen.findByRole('list', { name: 'Measured rooms' })).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'Our kitchen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Measure your own room' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Design this room' })).toBeNull();
  });
});
