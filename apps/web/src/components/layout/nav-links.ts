import { paths } from '../../config/paths.ts';

/** The header's main links (spec point 2); departments come from GET /api/menu_category (DepartmentMenu, MobileSubmenu). */
export const MAIN_LINKS = [
  { to: paths.visualizeShowroom, label: 'Showroom' },
  { to: paths.designAi, label: 'AI 3D Design' },
] as const;
