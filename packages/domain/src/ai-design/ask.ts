import type { Style } from '../catalog/styles.ts';
import type { RoomDocument } from '../room/document.ts';
import type { PlanKind } from '../room/floor-plans.ts';
import type { Palette } from '../room/palettes.ts';
import type { StyleProfile } from '../room/style-profile.ts';
import type { DesignPick } from './contract.ts';

/** What the AI designer is asked (issue 26): the plan's unfurnished room, the quiz's profile, the budget and the named products. */
export type DesignAsk = {
  /** The floor plan's document, no products chosen (a built-in plan's, or ownRoomPlan's). */
  doc: RoomDocument;
  kind: PlanKind;
  profile: StyleProfile;
  budgetCents: number;
  /** Product hashes the homeowner wants in the room, each where its category has a place. */
  keep: readonly string[];
  /** Product hashes never to pick. */
  avoid: readonly string[];
  /** The same seed and request give the same designs. */
  seed: number;
  /** How many designs (3). */
  count?: number;
};

/** One designed room: its document with every slot filled, priced by the exact takeoff, every pick explained. */
export type DesignOutcome = {
  /** "Farmhouse warm bath": the template it was designed from. */
  name: string;
  style: Style;
  palette: Palette;
  /** The takeoff's total in the showroom (materials and supplies), within the budget. */
  totalCents: number;
  /** How many vendors its picks come from. */
  vendors: number;
  document: RoomDocument;
  picks: DesignPick[];
};

export type DesignError = { error: string };
