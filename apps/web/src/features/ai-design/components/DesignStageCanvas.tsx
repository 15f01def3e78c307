import type { AiDesign } from '@app/domain/ai-design/contract';
import RoomCanvas from '../../../visualizer/scene/RoomCanvas.tsx';

const nothingSelected = () => {};

/**
 * An AI design drawn by the visualizer's own 3-D view (visualizer/scene/RoomCanvas.tsx) from the doorway, in
 * its style; nothing can be selected or edited here (that is /visualize's). Its own chunk: three.js loads
 * with the results only (DesignStage imports it lazily), never with the form.
 */
export default function DesignStageCanvas({
  design,
  onFirstFrame,
}: {
  design: AiDesign;
  onFirstFrame: () => void;
}) {
  return (
    <RoomCanvas
      document={design.document}
      textures={design.textures}
      selection={null}
      onSelect={nothingSelected}
      style={design.style}
      view="eye"
      onFirstFrame={onFirstFrame}
    />
  );
}
