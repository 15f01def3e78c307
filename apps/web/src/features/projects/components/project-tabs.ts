import type { ProjectOverview } from '@app/domain/projects/overview';
import type { TabBarTab } from '../../../components/ui/TabBar.tsx';

/**
 * The project page's tabs, in order; the one shown is `?tab=` (overview by default). The chat (issue 24
 * point 4) and the designers (point 5) each add their tab to this list, with its panel in ProjectPage, when
 * their modules land: no tab is shown before there is something in it.
 */
export const PROJECT_TABS = [
  'overview',
  'checklist',
  'estimates',
  'chat',
  'designers',
  'photos',
  'measured',
  'activity',
] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

export const tabOf = (value: string | null): ProjectTab =>
  (PROJECT_TABS as readonly string[]).includes(value ?? '') ? (value as ProjectTab) : 'overview';

/** `chatUnread`: the project's unread messages, the Chat tab's count while there are any. */
export const projectTabs = (p: ProjectOverview, chatUnread = 0): TabBarTab<ProjectTab>[] => [
  { id: 'overview', label: 'Overview' },
  { id: 'checklist', label: 'Checklist', count: p.checklist.total },
  // Every person of the project: drafters draft and send, the homeowner reads what was sent (issue 25).
  { id: 'estimates', label: 'Estimates' },
  chatUnread > 0
    ? { id: 'chat', label: 'Chat', count: chatUnread, countLabel: `${chatUnread} unread` }
    : { id: 'chat', label: 'Chat' },
  // Who may ask a designer in (the owner, the pro) sees the designers; a designer sees them under People.
  ...(p.role === 'designer'
    ? []
    : [
        {
          id: 'designers' as const,
          label: 'Designers',
          count: p.people.filter((x) => x.role === 'designer').length,
        },
      ]),
  // Photos of the space and the homeowner's own rooms (issue 24 point 6).
  { id: 'photos', label: 'Photos' },
  { id: 'measured', label: 'Measured rooms' },
  { id: 'activity', label: 'Activity' },
];
