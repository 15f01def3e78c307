import { describe, expect, it } from 'vitest';
import { activityText } from './activity.ts';
import { checklistCountsOf, projectTitle } from './overview.ts';

describe('a project in words and numbers (issue 24)', () => {
  it('says who did what on the timeline; an unknown kind is a change, a person gone is someone', () => {
    expect(activityText('project_created', 'Ann Home', { name: 'Kitchen' })).toBe(
      'Ann Home started the project “Kitchen”',
    );
    expect(activityText('room_added', 'Ann Home', { name: ' ' })).toBe('Ann Home added the room');
    expect(activityText('checklist_changed', 'Carl Pro', { assigned: ['a', 'b'] })).toBe(
      'Carl Pro changed the checklist and assigned 2 items',
    );
    expect(activityText('checklist_changed', 'Carl Pro', { assigned: [] })).toBe(
      'Carl Pro changed the checklist',
    );
    expect(activityText('shared_with_pro', null)).toBe('Someone shared the project with the contractor');
    expect(activityText('something_new', 'Ann Home')).toBe('Ann Home updated the project');
  });

  it('counts checklist items by status, leaving out a status it does not know', () => {
    expect(
      checklistCountsOf([
        { status: 'chosen', count: 2 },
        { status: 'installed', count: 1 },
        { status: 'lost', count: 9 },
      ]),
    ).toEqual({ total: 3, to_decide: 0, chosen: 2, ordered: 0, installed: 1 });
  });

  it('names a project by its name, else its first room, else Untitled project', () => {
    expect(projectTitle(' Kitchen ', 'Hall bath')).toBe('Kitchen');
    expect(projectTitle('', 'Hall bath')).toBe('Hall bath');
    expect(projectTitle('  ', null)).toBe('Untitled project');
  });
});
