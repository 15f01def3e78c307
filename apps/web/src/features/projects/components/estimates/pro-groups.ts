import { estimateCategoryLabel } from '@app/domain/estimates/categories';
import type { ProEstimate } from '@app/domain/estimates/contract';
import { lineTotalCents } from '@app/domain/estimates/estimate-line';
import { changeWords } from './estimate-words.ts';
import type { ShownGroup } from './LinesTable.tsx';

type Line = ProEstimate['versions'][number]['lines'][number];

/** The pro's lines grouped by room and trade, in the order the answer lists them; a change order's say what they do. */
export function proGroups(lines: Line[]): ShownGroup[] {
  const groups = new Map<string, ShownGroup>();
  for (const line of lines) {
    const key = JSON.stringify([line.room, line.category]);
    let group = groups.get(key);
    if (!group) {
      group = { key, title: `${line.room} · ${estimateCategoryLabel(line.category)}`, lines: [] };
      groups.set(key, group);
    }
    group.lines.push({
      ...line,
      total_cents: lineTotalCents(line),
      hidden: !line.visible_to_client,
      change: changeWords(line),
    });
  }
  return [...groups.values()];
}
