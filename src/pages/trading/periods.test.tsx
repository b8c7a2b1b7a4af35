// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import spanish from '../../locales/es/trading.json';
import { createTestI18n } from '../../test/render';
import { seriesMonthLabels, useMonthNames } from './periods';

function labelsIn(language: string, strings: Record<string, object> = {}) {
  const i18n = createTestI18n(language, strings);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  const { result } = renderHook(() => seriesMonthLabels(useMonthNames()), { wrapper });
  return result.current;
}

describe('a month of a year', () => {
  it('is short on the axis and written as a sentence needs it elsewhere', () => {
    const labels = labelsIn('es', { trading: spanish });
    expect(labels.short[0]).toBe('ene 2022');
    expect(labels.long[0]).toBe('enero de 2022');
  });

  it('reads the same both ways where the language needs no more', () => {
    const labels = labelsIn('en');
    expect(labels.short[0]).toBe('Jan 2022');
    expect(labels.long[0]).toBe('January 2022');
  });
});
