import { US_STATES } from '@app/domain';
import type { SelectOption } from '../ui/SelectField.tsx';

/** The ship-to states (packages/domain), as select options valued by postal code. */
export const US_STATE_OPTIONS: SelectOption[] = US_STATES.map((s) => ({ value: s.code, label: s.name }));
