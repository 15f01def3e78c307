import type { ChatClientFrame, ChatServerFrame } from '@app/domain/projects/chat-live';
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A WebSocket the test drives (lib/chat-live.ts opens the chat's connection with the global WebSocket): it
 * records what the page sends; `open`, `receive` and `drop` play the server's side. Every socket made is
 * kept, in order, so a test can see the page connect again after a drop.
 */
export class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static made: FakeSocket[] = [];

  readyState = FakeSocket.CONNECTING;
  readonly sent: ChatClientFrame[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.made.push(this);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data) as ChatClientFrame);
  }

  close(code = 1000) {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code } as CloseEvent);
  }

  /** The server accepts the connection. */
  open() {
    act(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.(new Event('open'));
    });
  }

  /** A frame from the server. */
  receive(frame: ChatServerFrame) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent));
  }

  /** The connection is lost (not closed by the page). */
  drop(code = 1006) {
    act(() => this.close(code));
  }

  /** The frames of one type the page sent. */
  frames<T extends ChatClientFrame['type']>(type: T) {
    return this.sent.filter((f): f is Extract<ChatClientFrame, { type: T }> => f.type === type);
  }
}

/** Puts FakeSocket in place of the global WebSocket for this test; returns the sockets made. */
export function fakeSockets() {
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  return {
    made: FakeSocket.made,
    /** The newest socket. */
    latest: () => {
      const socket = FakeSocket.made.at(-1);
      if (!socket) throw new Error('No WebSocket was opened.');
      return socket;
    },
  };
}
