import { EventDispatcher, type PerspectiveCamera, Vector3 } from 'three';

type LookEvents = { change: object; start: object; end: object };

/** Radians the head turns per pixel dragged. */
const TURN_PER_PX = 0.004;
/** Metres stepped per wheel unit (a notch is ~100) and per pixel a pinch opens. */
const STEP_PER_WHEEL = 0.004;
const STEP_PER_PINCH_PX = 0.012;
/** The head tilts up or down at most this far (radians), like a person's. */
const MAX_TILT = 1.3;

/**
 * Eye-level controls: the camera stays where a person stands; dragging turns and tilts the head about the
 * eye (the picture follows the pointer, as in a street-level photo viewer), the wheel or a pinch steps
 * forward and back along the floor, never through a wall (`canStand` says where the eye may be). Fires
 * `change` for each move (the canvas draws on demand) and `start`/`end` around a gesture.
 */
export class LookControls extends EventDispatcher<LookEvents> {
  enabled = false;
  private yaw = 0;
  private pitch = 0;
  private readonly pointers = new Map<number, { x: number; y: number }>();
  private wheelEnd: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly camera: PerspectiveCamera,
    private readonly dom: HTMLElement,
    private readonly canStand: (position: Vector3) => boolean,
  ) {
    super();
    dom.addEventListener('pointerdown', this.down);
    dom.addEventListener('pointermove', this.move);
    dom.addEventListener('pointerup', this.up);
    dom.addEventListener('pointercancel', this.up);
    dom.addEventListener('wheel', this.wheel, { passive: false });
  }

  /** Looks from the camera's place toward `target`. */
  lookAt(target: Vector3) {
    const dir = target.clone().sub(this.camera.position).normalize();
    this.yaw = Math.atan2(-dir.x, -dir.z);
    this.pitch = Math.asin(Math.max(-1, Math.min(1, dir.y)));
    this.apply();
  }

  /** A point a metre ahead of the eye: where the view looks. */
  target() {
    const c = Math.cos(this.pitch);
    return new Vector3(-Math.sin(this.yaw) * c, Math.sin(this.pitch), -Math.cos(this.yaw) * c).add(
      this.camera.position,
    );
  }

  dispose() {
    this.dom.removeEventListener('pointerdown', this.down);
    this.dom.removeEventListener('pointermove', this.move);
    this.dom.removeEventListener('pointerup', this.up);
    this.dom.removeEventListener('pointercancel', this.up);
    this.dom.removeEventListener('wheel', this.wheel);
    if (this.wheelEnd) clearTimeout(this.wheelEnd);
  }

  private apply() {
    this.camera.lookAt(this.target());
    this.dispatchEvent({ type: 'change' });
  }

  /** Steps along the floor in the direction the eye faces; a step that would leave the room is not taken. */
  private step(metres: number) {
    const next = this.camera.position
      .clone()
      .add(new Vector3(-Math.sin(this.yaw), 0, -Math.cos(this.yaw)).multiplyScalar(metres));
    if (!this.canStand(next)) return;
    this.camera.position.copy(next);
    this.apply();
  }

  private pinchWidth() {
    const [a, b] = [...this.pointers.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  }

  private readonly down = (e: PointerEvent) => {
    if (!this.enabled) return;
    if (this.pointers.size === 0) this.dispatchEvent({ type: 'start' });
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
  };

  private readonly move = (e: PointerEvent) => {
    const last = this.pointers.get(e.pointerId);
    if (!this.enabled || !last) return;
    if (this.pointers.size === 1) {
      this.yaw += (e.clientX - last.x) * TURN_PER_PX;
      this.pitch = Math.max(-MAX_TILT, Math.min(MAX_TILT, this.pitch + (e.clientY - last.y) * TURN_PER_PX));
      this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      this.apply();
      return;
    }
    // Two fingers: opening them steps forward, closing steps back.
    const before = this.pinchWidth();
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    this.step((this.pinchWidth() - before) * STEP_PER_PINCH_PX);
  };

  private readonly up = (e: PointerEvent) => {
    if (!this.pointers.delete(e.pointerId)) return;
    if (this.pointers.size === 0) this.dispatchEvent({ type: 'end' });
  };

  private readonly wheel = (e: WheelEvent) => {
    if (!this.enabled) return;
    e.preventDefault();
    if (!this.wheelEnd) this.dispatchEvent({ type: 'start' });
    else clearTimeout(this.wheelEnd);
    this.step(-e.deltaY * STEP_PER_WHEEL);
    this.wheelEnd = setTimeout(() => {
      this.wheelEnd = null;
      this.dispatchEvent({ type: 'end' });
    }, 150);
  };
}
