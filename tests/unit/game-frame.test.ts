// @vitest-environment jsdom
/**
 * The messages between a game page and the portal page that frames it
 * (src/client/casino/game-frame.ts): the parent accepts a balance-changed message only from its
 * own origin, from the frame it launched, and of the exact shape; a framed game page posts it to
 * its own origin only, an unframed one posts nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRAME_HEIGHT_PX, frameHeightOf, isBalanceChanged, postBalanceChanged } from '../../src/client/casino/game-frame.ts';

function frameWith(): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  return frame;
}

const message = (data: unknown, origin: string, source: MessageEventSource | null) => new MessageEvent('message', { data, origin, source });

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('isBalanceChanged', () => {
  it('accepts the message from its own frame on the portal origin', () => {
    const frame = frameWith();
    expect(isBalanceChanged(message({ type: 'portal:balance-changed' }, location.origin, frame.contentWindow), frame)).toBe(true);
  });

  it('refuses another origin, another window, no frame and any other shape', () => {
    const frame = frameWith();
    const other = frameWith();
    const ok = { type: 'portal:balance-changed' };
    expect(isBalanceChanged(message(ok, 'https://evil.example', frame.contentWindow), frame)).toBe(false);
    expect(isBalanceChanged(message(ok, location.origin, other.contentWindow), frame)).toBe(false);
    expect(isBalanceChanged(message(ok, location.origin, null), frame)).toBe(false);
    expect(isBalanceChanged(message(ok, location.origin, frame.contentWindow), null)).toBe(false);
    for (const data of [null, 'portal:balance-changed', { type: 'portal:payment' }, { ...ok, balance: 1 }]) {
      expect(isBalanceChanged(message(data, location.origin, frame.contentWindow), frame)).toBe(false);
    }
  });
});

describe('postBalanceChanged', () => {
  it('posts to the own origin only when framed', () => {
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    // The top window is not framed: nothing is posted.
    postBalanceChanged();
    expect(post).not.toHaveBeenCalled();
    // As a framed page: its parent gets the message, addressed to the page's own origin.
    const parent = { postMessage: vi.fn() };
    vi.stubGlobal('window', { parent, location: { origin: 'https://portal.example' } });
    try {
      postBalanceChanged();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'portal:balance-changed' }, 'https://portal.example');
  });
});

describe('frameHeightOf', () => {
  it('takes the height its own frame asks for on the portal origin, within the bounds', () => {
    const frame = frameWith();
    const height = (data: unknown, origin = location.origin, source: MessageEventSource | null = frame.contentWindow) => frameHeightOf(message(data, origin, source), frame);
    expect(height({ type: 'portal:frame-height', height: 1234 })).toBe(1234);
    expect(height({ type: 'portal:frame-height', height: 10 })).toBe(FRAME_HEIGHT_PX.min);
    expect(height({ type: 'portal:frame-height', height: 99_999 })).toBe(FRAME_HEIGHT_PX.max);
    expect(height({ type: 'portal:frame-height', height: 1234 }, 'https://evil.example')).toBeNull();
    expect(height({ type: 'portal:frame-height', height: 1234 }, location.origin, frameWith().contentWindow)).toBeNull();
    for (const data of [{ type: 'portal:frame-height' }, { type: 'portal:frame-height', height: '900' }, { type: 'portal:frame-height', height: 1.5 }, { type: 'portal:balance-changed' }]) {
      expect(height(data)).toBeNull();
    }
  });
});
