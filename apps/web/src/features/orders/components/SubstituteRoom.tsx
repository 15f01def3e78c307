import { type Substitutes, withSubstitute } from '@app/domain/estimates/substitutes';
import type { RoomDocument } from '@app/domain/room/document';
import { useQuery } from '@tanstack/react-query';
import { Component, lazy, type ReactNode, type Ref, Suspense, useMemo, useState } from 'react';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { substituteRoomQuery } from '../api/substitute-room.ts';

/** three.js and the room's scene: fetched when the preview first shows, never with /your_orders itself. */
const SubstituteRoomCanvas = lazy(() => import('./SubstituteRoomCanvas.tsx'));

type Room = NonNullable<Substitutes['room']>;
type Substitute = Substitutes['substitutes'][number];

/** Without WebGL (or when the 3-D code fails to load) the substitutes stay listed to choose from. */
class RoomViewBoundary extends Component<{ children: ReactNode; onFailed: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailed();
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="flex h-full items-center justify-center p-6 text-center text-sm text-slate-600">
        This browser could not draw your room in 3-D. You can still compare the substitutes and swap one in.
      </p>
    );
  }
}

/**
 * Where the preview looks from: a floor from straight above, the room's plan filling the picture (from the
 * doorway it is a strip at the bottom of it), anything else from the doorway at eye level.
 */
export function viewOf(doc: RoomDocument, declined: Room['declined']): 'top' | 'eye' {
  const onFloor = doc.surfaces.some(
    (s) =>
      s.kind === 'floor' && s.product?.product === declined.product && s.product.sizeId === declined.sizeId,
  );
  return onFloor ? 'top' : 'eye';
}

/**
 * "See it in your room" (issue 25 point 6): the room the substitutes were found in, with `substitute` where
 * the declined product is — a copy swapped in memory by the rule the server saves with (`withSubstitute`),
 * nothing saved until the homeowner swaps one in. One canvas for all of them: another substitute redraws it.
 */
export function SubstituteRoom({
  room,
  declinedName,
  substitute,
  ref,
}: {
  room: Room;
  declinedName: string;
  substitute: Substitute;
  ref?: Ref<HTMLElement>;
}) {
  const design = useQuery(substituteRoomQuery(room.design));
  const [drawn, setDrawn] = useState(false);
  const [failed, setFailed] = useState(false);
  const hash = substitute.product.hash;
  const sizeId = substitute.size_id;
  const document = useMemo(
    () => design.data && withSubstitute(design.data.document, room.declined, { product: hash, sizeId }),
    [design.data, room.declined, hash, sizeId],
  );
  const settled = drawn || failed || design.isError;

  return (
    <section ref={ref} aria-labelledby="substitute-room-title" className="space-y-1">
      <h3 id="substitute-room-title" className="font-medium text-slate-900">
        See it in your room
      </h3>
      <p className="text-xs text-slate-600">
        Showing <span className="font-medium text-slate-900">{substitute.product.name}</span> in place of{' '}
        {declinedName}. Nothing changes in your room until you swap one in.
      </p>
      <div
        data-testid="substitute-room"
        data-drawn={drawn || undefined}
        className="relative h-56 overflow-hidden rounded-lg border border-slate-200 bg-slate-100 sm:h-72"
      >
        {design.isError ? (
          <p className="flex h-full items-center justify-center p-6 text-center text-sm text-slate-600">
            Your room could not be loaded. You can still compare the substitutes and swap one in.
          </p>
        ) : (
          document && (
            <RoomViewBoundary onFailed={() => setFailed(true)}>
              <Suspense fallback={null}>
                <SubstituteRoomCanvas
                  document={document}
                  textures={room.textures}
                  floorTemplate={design.data?.floorTemplate ?? null}
                  view={viewOf(design.data!.document, room.declined)}
                  onFirstFrame={() => setDrawn(true)}
                />
              </Suspense>
            </RoomViewBoundary>
          )
        )}
        {!settled && (
          <div className="absolute inset-0 flex items-center justify-center text-slate-600">
            <Spinner size="md" label="Drawing your room" />
          </div>
        )}
      </div>
    </section>
  );
}
