// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHeightOnRoot } from './useHeightOnRoot';

const PROPERTY = '--pinned-height';

/** jsdom has no layout and no ResizeObserver: a stand-in the test can trigger. */
class ResizeObserverStandIn {
  static instances: ResizeObserverStandIn[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: () => void) {
    ResizeObserverStandIn.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

let height = 120;

function Pinned() {
  return <section ref={useHeightOnRoot(PROPERTY)}>Pinned</section>;
}

const rootValue = () => document.documentElement.style.getPropertyValue(PROPERTY);

describe('useHeightOnRoot', () => {
  beforeEach(() => {
    ResizeObserverStandIn.instances = [];
    height = 120;
    vi.stubGlobal('ResizeObserver', ResizeObserverStandIn);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ height }) as DOMRect,
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('publishes the height on <html> as soon as the element mounts', () => {
    render(<Pinned />);
    expect(rootValue()).toBe('120px');
  });

  it('follows the element when it changes size', () => {
    render(<Pinned />);
    height = 181;
    ResizeObserverStandIn.instances[0]?.callback();
    expect(rootValue()).toBe('181px');
  });

  it('removes the property and stops observing when the element goes', () => {
    const { unmount } = render(<Pinned />);
    unmount();
    expect(rootValue()).toBe('');
    expect(ResizeObserverStandIn.instances[0]?.disconnected).toBe(true);
  });

  it('leaves the stylesheet’s own value in place where ResizeObserver is missing', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    render(<Pinned />);
    expect(rootValue()).toBe('');
  });
});
