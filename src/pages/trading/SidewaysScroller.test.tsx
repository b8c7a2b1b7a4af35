// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SidewaysScroller } from './SidewaysScroller';

function stubScreen(narrow: boolean) {
  vi.stubGlobal('matchMedia', () => ({
    matches: narrow,
    addEventListener() {},
    removeEventListener() {},
  }));
}

describe('SidewaysScroller', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a keyboard stop on a narrow screen, a region when it has a name', () => {
    stubScreen(true);
    render(
      <>
        <h2 id="caption">Months</h2>
        <SidewaysScroller as="div" regionLabelledBy="caption">
          <p>Cards</p>
        </SidewaysScroller>
        <SidewaysScroller as="ul" aria-label="List">
          <li>Card</li>
        </SidewaysScroller>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Months' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('list', { name: 'List' })).toHaveAttribute('tabindex', '0');
  });

  it('is plain on a wide screen, and while its content is not shown', () => {
    stubScreen(false);
    const { unmount } = render(
      <SidewaysScroller as="ul" aria-label="List">
        <li>Card</li>
      </SidewaysScroller>,
    );
    expect(screen.getByRole('list')).not.toHaveAttribute('tabindex');
    unmount();
    stubScreen(true);
    render(
      <SidewaysScroller as="div" shown={false} regionLabelledBy="nowhere" data-testid="box">
        <p>Table</p>
      </SidewaysScroller>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByTestId('box')).not.toHaveAttribute('tabindex');
  });

  it('after hydrating on a narrow screen, renders itself again but not what it holds', async () => {
    const renders = vi.fn();
    function Card() {
      renders();
      return <li>Card</li>;
    }
    const page = (
      <SidewaysScroller as="ul" aria-label="List">
        <Card />
      </SidewaysScroller>
    );
    stubScreen(true);
    // The build renders for a wide screen (the server snapshot), as the prerendered page is.
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    renders.mockClear();
    await act(async () => {
      hydrateRoot(container, page);
      await Promise.resolve();
    });
    expect(screen.getByRole('list', { name: 'List' })).toHaveAttribute('tabindex', '0');
    expect(renders).toHaveBeenCalledTimes(1);
    container.remove();
  });
});
