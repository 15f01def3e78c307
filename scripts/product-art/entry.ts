// The studio's browser entry: exposes renderFamily to the render script.
import { renderFamily } from './studio.ts';

(window as unknown as { renderFamily: typeof renderFamily }).renderFamily = renderFamily;
